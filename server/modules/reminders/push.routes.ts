import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { MEMBER_CAPS } from '../../../src/contract/limits.ts';
import { pushApi } from '../../../src/contract/push-api.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount } from '../../lib/route.ts';
import { isAllowedPushEndpoint, parsePushServiceHosts } from '../../integrations/push-hosts.ts';

/** Base64url without padding to bytes, or null. */
function bytesOf(base64url: string): Buffer | null {
  const clean = base64url.replace(/=+$/, '');
  const bytes = Buffer.from(clean, 'base64url');
  return bytes.toString('base64url') === clean ? bytes : null;
}

/** Web Push subscriptions of the signed-in user's devices (decision 0019). */
export function pushRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;

  mount(app, pushApi.vapidPublicKey, async () => ({ publicKey: deps.vapidPublicKey }));

  const pushHosts = parsePushServiceHosts(deps.env.PUSH_SERVICE_HOSTS);
  mount(app, pushApi.pushSubscribe, async ({ user, body }) => {
    if (!isAllowedPushEndpoint(body.endpoint, pushHosts)) throw new AppError('BadRequest', 'endpoint is not on a known Web Push service');
    // An uncompressed P-256 point and a 16-byte secret, or the encryption would fail at every send.
    const p256dh = bytesOf(body.keys.p256dh);
    const auth = bytesOf(body.keys.auth);
    if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4) throw new AppError('BadRequest', 'keys.p256dh is not a P-256 public key');
    if (!auth || auth.length !== 16) throw new AppError('BadRequest', 'keys.auth is not a 16-byte secret');
    const row = { userId: user.id, endpoint: body.endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
    // One row per device: the same browser signing in to another account takes its subscription along.
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: sql`excluded.user_id`, p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth` },
      });
    // At most MEMBER_CAPS.pushSubscriptions devices: the newest replace the oldest (decision 0031).
    const kept = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(desc(pushSubscriptions.id))
      .limit(MEMBER_CAPS.pushSubscriptions);
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, kept)));
    return null;
  });

  mount(app, pushApi.pushUnsubscribe, async ({ user, body }) => {
    // Only the caller's own device: another account's endpoint is left alone (and not revealed).
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.userId, user.id)));
    return null;
  });
}
