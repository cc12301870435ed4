/** A browser's push subscription for the push and reminder tests (not a test file itself). */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/** A browser's subscription: a real P-256 point and a 16-byte secret. */
export function pushDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
export type PushDevice = ReturnType<typeof pushDevice>;
