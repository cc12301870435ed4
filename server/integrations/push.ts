import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { DEFAULT_PUSH_SERVICE_HOSTS, isAllowedPushEndpoint } from './push-hosts.ts';
import { firstWritten } from '../lib/first-written.ts';

/** One device's Web Push subscription, as PushSubscription.toJSON() gives it (keys in base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows (src/sw.ts reads the same shape). */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** `gone`: the push service no longer knows the subscription (404/410), so it should be deleted. */
export type PushResult = 'sent' | 'gone';

export type PushSender = { send(target: PushTarget, message: PushMessage): Promise<PushResult> };

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The real sender: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT
 * (RFC 8292); the POST itself goes through fetch with a timeout, like the other adapters.
 */
export function createWebPush(
  vapid: VapidKeys,
  options: { ttlSeconds?: number; timeoutMs?: number; isAllowed?: (endpoint: string) => boolean } = {},
): PushSender {
  return {
    async send(target, message) {
      // A row stored before the allow-list (decision 0032) is never contacted: it is dropped as gone.
      const allowed = options.isAllowed ?? ((endpoint: string) => isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS));
      if (!allowed(target.endpoint)) return 'gone';
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          contentEncoding: 'aes128gcm',
          // A reminder that arrives the next morning is noise: the push service may drop it after this.
          TTL: options.ttlSeconds ?? 6 * 3600,
          urgency: 'normal',
          topic: message.tag,
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)])),
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}

/** Tests and development without a browser: records what would have been sent. */
export function createRecordingPush(): PushSender & { sent: { target: PushTarget; message: PushMessage }[]; gone: Set<string> } {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  const gone = new Set<string>();
  return {
    sent,
    gone,
    async send(target, message) {
      if (gone.has(target.endpoint)) return 'gone';
      sent.push({ target, message });
      return 'sent';
    },
  };
}

/**
 * Development keeps one generated key pair in the data folder: subscriptions made by the browser
 * are bound to the public key, so a new pair on every start would silently break them.
 */
export function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  // The first process on this data folder makes the pair; the others read it (server/lib/first-written.ts).
  {
    const saved: unknown = JSON.parse(firstWritten(file, () => JSON.stringify(webpush.generateVAPIDKeys())));
    if (
      saved &&
      typeof saved === 'object' &&
      'publicKey' in saved &&
      'privateKey' in saved &&
      typeof saved.publicKey === 'string' &&
      typeof saved.privateKey === 'string'
    ) {
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** A fresh pair that lives only in memory (tests). */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
