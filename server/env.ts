import { parsePushServiceHosts } from './integrations/push-hosts.ts';
import { parseTrustedProxies } from './lib/client-address.ts';
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
  /**
   * `off`: this process answers requests only and runs none of the background jobs (the diary
   * reminder, the notice push, the monthly reports, the mail sender), which other processes run
   * (decisions 0068, 0079).
   */
  BACKGROUND_JOBS: v.optional(v.picklist(['on', 'off']), 'on'),
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
  /** `log`: mails stay in the development outbox (/api/open/dev/mail-outbox); `smtp`: sent through SMTP_URL from MAIL_FROM (decision 0070). */
  MAIL_PROVIDER: v.optional(v.picklist(['log', 'smtp']), 'log'),
  SMTP_URL: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), '도담 <no-reply@dodam.example>'),
  /** Where uploaded files go: DATA_DIR/files, or an S3-compatible bucket (required in production). */
  STORAGE: v.optional(v.picklist(['disk', 's3']), 'disk'),
  S3_ENDPOINT: v.optional(v.string()),
  S3_REGION: v.optional(v.string(), 'ap-northeast-2'),
  S3_BUCKET: v.optional(v.string()),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  /** Web Push (VAPID, RFC 8292): base64url keys from `npx web-push generate-vapid-keys`; development makes its own in DATA_DIR. */
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)'))),
  /** Who the push services contact about this sender: mailto: or https: URL. */
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL'))),
  /** Toss Payments (ARCHITECTURE §6): without both keys, development uses the local test checkout at /dev/toss. */
  TOSS_CLIENT_KEY: v.optional(v.string()),
  TOSS_SECRET_KEY: v.optional(v.string()),
  TOSS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.tosspayments.com'),
  /** The SDK v1 script the browser loads (the end-to-end tests stub this URL in the browser). */
  TOSS_SDK_URL: v.optional(v.pipe(v.string(), v.url()), 'https://js.tosspayments.com/v1'),
  /** 도로명주소 검색 API of juso.go.kr (decision 0074): its approval key (confmKey), required in production; without it the local sample answers. */
  JUSO_API_KEY: v.optional(v.pipe(v.string(), v.maxLength(200))),
  ADDRESS_SEARCH_URL: v.optional(v.pipe(v.string(), v.url()), 'https://business.juso.go.kr/addrlink/addrLinkApi.do'),
  /** Our own reverse proxies (IP addresses or CIDR ranges, comma-separated): only then is X-Forwarded-For read (decision 0032). */
  TRUST_PROXY: v.optional(v.string()),
  /** Hosts a push subscription may point at (comma-separated, `*.` for subdomains); default: the browsers' Web Push services (decision 0032). */
  PUSH_SERVICE_HOSTS: v.optional(v.string()),
  /** PEM files: with both, the server speaks https itself, HTTP/2 with HTTP/1.1 beside it (decision 0062). */
  TLS_CERT_FILE: v.optional(v.string()),
  TLS_KEY_FILE: v.optional(v.string()),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** NODE_ENV alone, for `npm start`'s choice to build (it must not build in production even when the rest is missing). */
export function nodeEnvOf(source: Record<string, string | undefined> = process.env): Env['NODE_ENV'] {
  const result = v.safeParse(EnvSchema.entries.NODE_ENV, source.NODE_ENV);
  // An unknown value is refused by parseEnv at start; until then it counts as production (never build).
  return result.success ? result.output : 'production';
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = result.output;
  // Malformed lists are refused at start, not at the first request.
  parseTrustedProxies(env.TRUST_PROXY);
  parsePushServiceHosts(env.PUSH_SERVICE_HOSTS);
  // Chosen explicitly, the bucket has to be usable: an s3 server that quietly wrote to disk would lose files.
  const s3Problems = env.STORAGE === 's3' || env.NODE_ENV === 'production' ? s3Missing(env) : [];
  if (env.NODE_ENV === 'production') {
    const missing: string[] = [];
    if (!env.DATABASE_URL) missing.push('DATABASE_URL');
    if (!env.JWT_SECRET) missing.push('JWT_SECRET');
    if (!env.PUBLIC_URL) missing.push('PUBLIC_URL');
    if (!env.KAKAO_CLIENT_ID || !env.KAKAO_CLIENT_SECRET) missing.push('KAKAO_CLIENT_ID/KAKAO_CLIENT_SECRET');
    if (!env.NAVER_CLIENT_ID || !env.NAVER_CLIENT_SECRET) missing.push('NAVER_CLIENT_ID/NAVER_CLIENT_SECRET');
    if (env.SMS_PROVIDER !== 'http' || !env.SMS_API_URL || !env.SMS_API_KEY) missing.push('SMS_PROVIDER=http with SMS_API_URL/SMS_API_KEY');
    if (env.MAIL_PROVIDER !== 'smtp' || !env.SMTP_URL) missing.push('MAIL_PROVIDER=smtp with SMTP_URL');
    // Several instances behind a load balancer share no disk, so production files live in the bucket.
    if (env.STORAGE !== 's3') missing.push('STORAGE=s3');
    missing.push(...s3Problems);
    // Keys made on one instance would not match the subscriptions another instance made: set them.
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) missing.push('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/VAPID_SUBJECT');
    // Without keys payments would go to the local test checkout, which charges nobody.
    if (!env.TOSS_CLIENT_KEY || !env.TOSS_SECRET_KEY) missing.push('TOSS_CLIENT_KEY/TOSS_SECRET_KEY');
    // Without a key the address search would answer from the dozen addresses of the local sample.
    if (!env.JUSO_API_KEY) missing.push('JUSO_API_KEY');
    if (env.SEED_DEMO === 'true') throw new Error('The demo seed is refused with NODE_ENV=production');
    if (missing.length > 0) throw new Error(`Missing configuration for production: ${missing.join(', ')}`);
  } else if (s3Problems.length > 0) {
    throw new Error(`STORAGE=s3 needs ${s3Problems.join(', ')}`);
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  // One key alone would send the browser to real Toss and the server to the local stand-in (or back).
  if (!env.TOSS_CLIENT_KEY !== !env.TOSS_SECRET_KEY) throw new Error('TOSS_CLIENT_KEY and TOSS_SECRET_KEY go together');
  // A certificate without its key (or the reverse) would quietly serve plain http.
  if (!env.TLS_CERT_FILE !== !env.TLS_KEY_FILE) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together');
  return env;
}

/** The S3 settings that are missing or unusable. Production wants https: children's photos travel there. */
function s3Missing(env: Env): string[] {
  const missing: string[] = [];
  const https = env.NODE_ENV === 'production';
  const protocol = env.S3_ENDPOINT && URL.canParse(env.S3_ENDPOINT) ? new URL(env.S3_ENDPOINT).protocol : null;
  if (!env.S3_ENDPOINT) missing.push('S3_ENDPOINT');
  else if (protocol !== 'https:' && (https || protocol !== 'http:')) missing.push(`S3_ENDPOINT as an ${https ? 'https' : 'http(s)'} URL`);
  if (!env.S3_REGION) missing.push('S3_REGION');
  if (!env.S3_BUCKET) missing.push('S3_BUCKET');
  if (!env.S3_ACCESS_KEY_ID) missing.push('S3_ACCESS_KEY_ID');
  if (!env.S3_SECRET_ACCESS_KEY) missing.push('S3_SECRET_ACCESS_KEY');
  return missing;
}
