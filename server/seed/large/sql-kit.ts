/** What one run of the large seed makes (server/seed/large/generate.ts). */
export type LargePlan = {
  members: number;
  diaries: number;
  experts: number;
  now: Date;
  /** argon2 hash of the known password, shared by every account that has one. */
  passwordHash: string;
};

/** Every generated account's e-mail ends with this: how the guard tells generated members from real ones. */
export const GENERATED_EMAIL_DOMAIN = 'large.dodam.example';

/** The plan's `now` as a SQL literal. */
export function nowSql(plan: LargePlan): string {
  return `timestamptz '${plan.now.toISOString()}'`;
}

/** The Korea-time day of a timestamptz expression (Korea has no daylight saving: UTC+9 all year). */
export function koreaDay(expr: string): string {
  return `(((${expr}) at time zone 'UTC') + interval '9 hours')::date`;
}

/** A quoted SQL string literal. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
