import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import type { AppEnv } from './app-env.ts';
import type { Clock } from './clock.ts';
import { AppError } from './app-error.ts';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** ARCHITECTURE §1: counters live in the database so that every instance shares them. */
export function createRateLimiter(db: Db, clock: Clock) {
  /** True when the subject has used up its window (without counting this look). */
  async function blocked(rule: RateRule, subject: string): Promise<boolean> {
    const windowStart = new Date(clock.now().getTime() - rule.windowSeconds * 1000);
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${`${rule.name}:${subject}`} and ${rateLimits.windowStart} >= ${windowStart}`)
      .limit(1);
    return (row?.count ?? 0) >= rule.limit;
  }

  /** Counts one request; throws TooManyRequestsException past the limit. */
  async function hit(rule: RateRule, subject: string): Promise<void> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
    const key = `${rule.name}:${subject}`;
    const stale = sql`${rateLimits.windowStart} < ${windowStart}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${stale} then ${now}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count });
    const count = row?.count ?? 0;
    if (count > rule.limit) throw new AppError('TooManyRequestsException');
  }

  return Object.assign(hit, { blocked });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The caller's address, resolved once per request by the app (server/lib/client-address.ts). */
export function clientIp(c: Context<AppEnv>): string {
  return c.get('clientAddress');
}

export const RATE_RULES = {
  /** Failed sign-ins from one address across all accounts (the per-account wait is modules/auth/sign-in-throttle.ts). */
  signIn: { name: 'sign-in-address', limit: 30, windowSeconds: 300 },
  checkDuplicate: { name: 'check-duplicate', limit: 60, windowSeconds: 60 },
  phoneAuth: { name: 'phone-auth', limit: 5, windowSeconds: 600 },
  recovery: { name: 'recovery', limit: 5, windowSeconds: 600 },
  join: { name: 'join', limit: 20, windowSeconds: 3600 },
  /** The anonymous Toss webhook, per address (Toss sends a few deliveries per payment). */
  tossWebhook: { name: 'toss-webhook', limit: 120, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;
