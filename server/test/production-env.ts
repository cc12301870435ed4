/**
 * A complete production environment for the env.ts tests: each test takes out the settings it is
 * about (`productionWithout`) and checks that production refuses to start without them.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://dodam@db/dodam',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://dodam.example',
  KAKAO_CLIENT_ID: 'k',
  KAKAO_CLIENT_SECRET: 'k',
  NAVER_CLIENT_ID: 'n',
  NAVER_CLIENT_SECRET: 'n',
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example',
  SMS_API_KEY: 's',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example:465',
  TOSS_CLIENT_KEY: 'live_ck_x',
  TOSS_SECRET_KEY: 'live_sk_x',
  JUSO_API_KEY: 'juso_key_x',
  STORAGE: 's3',
  S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
  S3_BUCKET: 'dodam',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
  VAPID_PUBLIC_KEY: 'B'.repeat(87),
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@dodam.example',
} as const;

export type ProductionKey = keyof typeof PRODUCTION_ENV;

export function productionWithout(...keys: ProductionKey[]): Record<string, string> {
  const env: Record<string, string> = { ...PRODUCTION_ENV };
  for (const key of keys) delete env[key];
  return env;
}
