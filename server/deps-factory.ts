import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import type { Provider } from '../src/contract/roles.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import type { Env } from './env.ts';
import { createOAuthClient, type OAuthClient } from './integrations/oauth.ts';
import { isAllowedPushEndpoint, parsePushServiceHosts } from './integrations/push-hosts.ts';
import { createRecordingPush, createWebPush, developmentVapidKeys, generateVapidKeys, type PushSender } from './integrations/push.ts';
import { createHttpSms, createLogSms } from './integrations/sms.ts';
import { createOutboxMail, createSmtpMail } from './integrations/mail.ts';
import { createS3Storage } from './integrations/s3-storage.ts';
import { createJusoAddressSearch, type AddressSearch } from './integrations/address-search.ts';
import { createFakeJuso, FAKE_JUSO_KEY } from './integrations/juso-fake.ts';
import { createTossClient, type TossClient } from './integrations/toss.ts';
import { createFakeToss, FAKE_TOSS_MOUNT, type FakeToss } from './integrations/toss-fake.ts';
import { createDiskStorage, withTemporaryFailureKeys, type FileStorage } from './integrations/storage.ts';
import { randomToken } from './lib/crypto.ts';
import { firstWritten } from './lib/first-written.ts';
import { createAuthCache } from './lib/auth-cache.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createUrlSigner } from './lib/signed-url.ts';
import { createTokenService } from './modules/auth/tokens.ts';

/** Wires the integrations: real adapters when keys are set, the local stand-ins otherwise. */
export function buildDeps(
  env: Env,
  database: Database,
  options: { clock?: Clock; log?: Logger; jwtSecret?: string; storage?: FileStorage; push?: PushSender } = {},
): Deps {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? pino({ level: env.LOG_LEVEL });
  const secret = new TextEncoder().encode(options.jwtSecret ?? env.JWT_SECRET ?? developmentSecret(env.DATA_DIR));
  const logSms = env.SMS_PROVIDER === 'log' ? createLogSms(log) : null;
  const sms = logSms ?? createHttpSms(env.SMS_API_URL ?? '', env.SMS_API_KEY ?? '', env.SMS_SENDER ?? '');
  const outboxMail = env.MAIL_PROVIDER === 'log' ? createOutboxMail(log) : null;
  const push = pushFor(env);
  const authCache = createAuthCache(env.AUTH_CACHE_MS, () => clock.now().getTime());
  const payments = tossFor(env, clock);
  return {
    env,
    database,
    clock,
    log,
    authCache,
    tokens: createTokenService(database.db, secret, clock, authCache),
    rate: createRateLimiter(database.db, clock),
    sms,
    smsOutbox: logSms ? (phone) => logSms.last(phone) : null,
    mail: outboxMail ?? createSmtpMail(env.SMTP_URL ?? '', env.MAIL_FROM),
    mailOutbox: outboxMail,
    oauth: { KAKAO: oauthFor('KAKAO', env), NAVER: oauthFor('NAVER', env) },
    storage: withTemporaryFailureKeys(options.storage ?? storageFor(env)),
    urls: createUrlSigner(secret),
    push: options.push ?? push.sender,
    vapidPublicKey: push.publicKey,
    addressSearch: addressSearchFor(env),
    toss: payments.toss,
    fakeToss: payments.fake,
  };
}

/** juso.go.kr with a key (env.ts requires it in production); otherwise the same adapter asks the local sample in-process. */
export function addressSearchFor(env: Env): AddressSearch {
  if (env.JUSO_API_KEY) return createJusoAddressSearch({ url: env.ADDRESS_SEARCH_URL, confmKey: env.JUSO_API_KEY });
  return createJusoAddressSearch({ url: 'http://local-juso/addrlink/addrLinkApi.do', confmKey: FAKE_JUSO_KEY, fetch: createFakeJuso().fetch });
}

/** The local stand-in's keys: test keys in Toss's format, known to nobody else. */
const LOCAL_TOSS_KEYS = { clientKey: 'test_ck_dodam_local_checkout', secretKey: 'test_sk_dodam_local_checkout' };

/** The real Toss API with keys (env.ts requires them in production); otherwise the stand-in, reached in-process. */
export function tossFor(env: Env, clock: Clock): { toss: TossClient; fake: FakeToss | null } {
  if (env.TOSS_CLIENT_KEY && env.TOSS_SECRET_KEY) return { toss: createTossClient({ apiUrl: env.TOSS_API_URL, secretKey: env.TOSS_SECRET_KEY }), fake: null };
  const fake = createFakeToss({ ...LOCAL_TOSS_KEYS, publicBase: FAKE_TOSS_MOUNT, now: () => clock.now() });
  return { toss: createTossClient({ apiUrl: 'http://local-toss', secretKey: fake.secretKey, fetch: fake.fetch }), fake };
}

function oauthFor(provider: Provider, env: Env): OAuthClient {
  const k = provider === 'KAKAO';
  const clientId = k ? env.KAKAO_CLIENT_ID : env.NAVER_CLIENT_ID;
  const clientSecret = k ? env.KAKAO_CLIENT_SECRET : env.NAVER_CLIENT_SECRET;
  if (clientId && clientSecret) {
    return createOAuthClient({
      provider,
      clientId,
      clientSecret,
      authUrl: k ? env.KAKAO_AUTH_URL : env.NAVER_AUTH_URL,
      tokenUrl: k ? env.KAKAO_TOKEN_URL : env.NAVER_TOKEN_URL,
      userUrl: k ? env.KAKAO_USER_URL : env.NAVER_USER_URL,
      logoutUrl: k ? env.KAKAO_LOGOUT_URL : env.NAVER_LOGOUT_URL,
      local: false,
    });
  }
  // No keys outside production (env.ts refuses that in production): the built-in stand-in.
  const base = `/api/open/dev-oauth/${provider.toLowerCase()}`;
  return createOAuthClient({
    provider,
    clientId: 'dev',
    clientSecret: 'dev',
    authUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userUrl: `${base}/me`,
    logoutUrl: `${base}/logout`,
    local: true,
  });
}

/** STORAGE=disk (the default) keeps files in DATA_DIR/files; STORAGE=s3 (production) in the bucket. */
export function storageFor(env: Env): FileStorage {
  if (env.STORAGE === 'disk') return createDiskStorage(join(env.DATA_DIR, 'files'));
  const { S3_ENDPOINT: endpoint, S3_REGION: region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // parseEnv already refuses STORAGE=s3 without these; the check narrows the types.
  if (!endpoint || !region || !bucket || !accessKeyId || !secretAccessKey)
    throw new Error('STORAGE=s3 needs S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return createS3Storage({ endpoint, region, bucket, accessKeyId, secretAccessKey });
}

/**
 * VAPID keys from the environment (required in production by env.ts); development generates a pair
 * once and keeps it in DATA_DIR; tests use an in-memory pair and record instead of sending.
 */
function pushFor(env: Env): { sender: PushSender; publicKey: string } {
  if (env.NODE_ENV === 'test' && !env.VAPID_PUBLIC_KEY) return { sender: createRecordingPush(), publicKey: generateVapidKeys().publicKey };
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : developmentVapidKeys(env.DATA_DIR);
  const subject = env.VAPID_SUBJECT ?? (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : 'mailto:dev@dodam.invalid');
  return {
    sender: createWebPush({ ...keys, subject }, { isAllowed: pushEndpointCheck(parsePushServiceHosts(env.PUSH_SERVICE_HOSTS)) }),
    publicKey: keys.publicKey,
  };
}

function pushEndpointCheck(hosts: readonly string[]): (endpoint: string) => boolean {
  return (endpoint) => isAllowedPushEndpoint(endpoint, hosts);
}

/** Development keeps one random secret in the data folder so that sessions survive a restart. */
function developmentSecret(dataDir: string): string {
  return firstWritten(join(dataDir, 'jwt-secret'), () => randomToken(48)).trim();
}
