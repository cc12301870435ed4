import * as v from 'valibot';

/** process.env parsed once (ARCHITECTURE §2: nowhere else reads process.env). */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PUBLIC_URL: v.optional(v.string()),
  DATABASE_URL: v.optional(v.string()),
  DATA_DIR: v.optional(v.string(), '.data'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  /** How long an instance trusts a session check it made (0 = ask the database on every call). */
  AUTH_CACHE_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(60_000)), '5000'),
  KAKAO_CLIENT_ID: v.optional(v.string()),
  KAKAO_CLIENT_SECRET: v.optional(v.string()),
  KAKAO_AUTH_URL: v.optional(v.string(), 'https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: v.optional(v.string(), 'https://kauth.kakao.com/oauth/token'),
  KAKAO_USER_URL: v.optional(v.string(), 'https://kapi.kakao.com/v2/user/me'),
  KAKAO_LOGOUT_URL: v.optional(v.string(), 'https://kauth.kakao.com/oauth/logout'),
  NAVER_CLIENT_ID: v.optional(v.string()),
  NAVER_CLIENT_SECRET: v.optional(v.string()),
  NAVER_AUTH_URL: v.optional(v.string(), 'https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: v.optional(v.string(), 'https://nid.naver.com/oauth2.0/token'),
  NAVER_USER_URL: v.optional(v.string(), 'https://openapi.naver.com/v1/nid/me'),
  NAVER_LOGOUT_URL: v.optional(v.string(), 'https://nid.naver.com/nidlogin.logout'),
  SMS_PROVIDER: v.optional(v.picklist(['log', 'http']), 'log'),
  SMS_API_URL: v.optional(v.string()),
  SMS_API_KEY: v.optional(v.string()),
  SMS_SENDER: v.optional(v.string()),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = result.output;
  if (env.NODE_ENV === 'production') {
    const missing: string[] = [];
    if (!env.DATABASE_URL) missing.push('DATABASE_URL');
    if (!env.JWT_SECRET) missing.push('JWT_SECRET');
    if (!env.PUBLIC_URL) missing.push('PUBLIC_URL');
    if (!env.KAKAO_CLIENT_ID || !env.KAKAO_CLIENT_SECRET) missing.push('KAKAO_CLIENT_ID/KAKAO_CLIENT_SECRET');
    if (!env.NAVER_CLIENT_ID || !env.NAVER_CLIENT_SECRET) missing.push('NAVER_CLIENT_ID/NAVER_CLIENT_SECRET');
    if (env.SMS_PROVIDER !== 'http' || !env.SMS_API_URL || !env.SMS_API_KEY) missing.push('SMS_PROVIDER=http with SMS_API_URL/SMS_API_KEY');
    if (env.SEED_DEMO === 'true') throw new Error('The demo seed is refused with NODE_ENV=production');
    if (missing.length > 0) throw new Error(`Missing configuration for production: ${missing.join(', ')}`);
  }
  return env;
}
