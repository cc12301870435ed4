import type { Logger } from 'pino';
import type { Provider } from '../src/contract/roles.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { OAuthClient } from './integrations/oauth.ts';
import type { PushSender } from './integrations/push.ts';
import type { SmsSender } from './integrations/sms.ts';
import type { MailSender, SentMail } from './integrations/mail.ts';
import type { AddressSearch } from './integrations/address-search.ts';
import type { TossClient } from './integrations/toss.ts';
import type { FakeToss } from './integrations/toss-fake.ts';
import type { FileStorage } from './integrations/storage.ts';
import type { AuthCache } from './lib/auth-cache.ts';
import type { Clock } from './lib/clock.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { UrlSigner } from './lib/signed-url.ts';
import type { TokenService } from './modules/auth/tokens.ts';

/** Everything a request handler may use, built once by main.ts (or by tests). */
export type Deps = {
  env: Env;
  database: Database;
  clock: Clock;
  log: Logger;
  tokens: TokenService;
  authCache: AuthCache;
  rate: RateLimiter;
  sms: SmsSender;
  /** The development SMS outbox, present only when SMS goes to the log. */
  smsOutbox: ((phone: string) => string | undefined) | null;
  mail: MailSender;
  /** Development and tests: the mails kept instead of sent (null with a real SMTP server). */
  mailOutbox: (MailSender & { list(): readonly SentMail[]; failNext(): void }) | null;
  oauth: Record<Provider, OAuthClient>;
  /** Uploaded files (profile images …): DATA_DIR/files on disk, memory in tests. */
  /** Disk, S3 or (tests) memory; failures surface as the 503 FileUpload/FileDownload keys. */
  storage: FileStorage;
  /** Signed URLs for files loaded by <img> (decision 0012). */
  urls: UrlSigner;
  /** Web Push (VAPID): web-push outside tests, a recorder in tests; the public key the browsers subscribe with. */
  push: PushSender;
  vapidPublicKey: string;
  /** Korean address search (decision 0074): juso.go.kr with JUSO_API_KEY, else the local sample in-process. */
  addressSearch: AddressSearch;
  /** Toss Payments core API (ARCHITECTURE §6): the real one with keys, else the local stand-in in-process. */
  toss: TossClient;
  /** The local Toss stand-in, present only without keys (development, server tests): mounted at /dev/toss. */
  fakeToss: FakeToss | null;
};
