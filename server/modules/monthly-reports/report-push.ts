/**
 * The "report ready" pushes of a batch of monthly reports (decision 0067). lib/push-member.ts reads
 * one member's devices per call, a query per report; most members of a month have no device or do
 * not allow pushes, so one query finds the batch's members who do and only those are pushed to.
 * The rules are push-member's: devices of members who allow pushes, a subscription the push service
 * no longer knows (404/410) is dropped, and a failed push is logged and never stops the job.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';

/** Sends each message to its member's devices; answers how many were sent. */
export async function pushToMembers(
  deps: { db: Db; push: PushSender; log: Logger },
  messages: readonly { memberId: number; message: PushMessage }[],
): Promise<number> {
  const { db, push, log } = deps;
  if (messages.length === 0) return 0;
  let targets;
  try {
    targets = await db
      .select({ memberId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, [...new Set(messages.map((m) => m.memberId))]), eq(users.pushNotiEnabled, true)));
  } catch (error) {
    // The reports are kept already; their pushes are lost, the job goes on.
    log.warn({ err: error }, 'reading the devices for report pushes failed');
    return 0;
  }
  let sent = 0;
  await Promise.all(
    messages.flatMap(({ memberId, message }) =>
      targets
        .filter((t) => t.memberId === memberId)
        .map(async ({ endpoint, p256dh, auth }) => {
          try {
            if ((await push.send({ endpoint, p256dh, auth }, message)) === 'sent') sent++;
            else await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
          } catch (error) {
            log.warn({ err: error, endpoint: new URL(endpoint).origin, tag: message.tag }, 'push to a member failed');
          }
        }),
    ),
  );
  return sent;
}
