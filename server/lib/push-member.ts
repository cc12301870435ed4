/**
 * A Web Push to every device of one member who allows pushes (SPEC §3 pushNotiEnabled): the expert's
 * comment (decision 0027), a new monthly report and its feedback (decision 0067). Sent after the
 * change is committed; a failed push is logged and never fails the work that caused it, and a
 * subscription the push service no longer knows (404/410) is dropped.
 */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema/diaries.ts';
import { users } from '../db/schema/users.ts';
import type { PushMessage, PushSender } from '../integrations/push.ts';

export async function pushToMember(deps: { db: Db; push: PushSender; log: Logger }, memberId: number, message: PushMessage): Promise<number> {
  const { db, push, log } = deps;
  const targets = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, memberId), eq(users.pushNotiEnabled, true)));
  let sent = 0;
  await Promise.all(
    targets.map(async (target) => {
      try {
        if ((await push.send(target, message)) === 'sent') sent++;
        else await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
      } catch (error) {
        log.warn({ err: error, endpoint: new URL(target.endpoint).origin, tag: message.tag }, 'push to a member failed');
      }
    }),
  );
  return sent;
}
