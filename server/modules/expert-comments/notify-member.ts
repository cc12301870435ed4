/**
 * Tells the member that the expert's comment arrived (decision 0027): a Web Push to each of their
 * devices when push is on (SPEC §3 pushNotiEnabled), opening /diary/read/{id}/comments. Sent after
 * the comment is committed; a failed push is logged and never fails the expert's save.
 */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';

/** '11월 20일' of an ISO date. */
const monthDay = (iso: string) => `${Number(iso.slice(5, 7))}월 ${Number(iso.slice(8, 10))}일`;

export function expertCommentMessage(diary: { id: number; entryDate: string }): PushMessage {
  return {
    title: '전문가 코멘트가 도착했어요',
    body: `${monthDay(diary.entryDate)} 육아일기에 전문가가 코멘트를 남겼어요.`,
    url: `/diary/read/${diary.id}/comments`,
    tag: `expert-comment-${diary.id}`,
  };
}

export async function notifyExpertComment(
  deps: { db: Db; push: PushSender; log: Logger },
  memberId: number,
  diary: { id: number; entryDate: string },
): Promise<number> {
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
        if ((await push.send(target, expertCommentMessage(diary))) === 'sent') sent++;
        // The browser dropped the subscription (404/410): never send to it again.
        else await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
      } catch (error) {
        log.warn({ err: error, endpoint: new URL(target.endpoint).origin }, 'expert comment push failed');
      }
    }),
  );
  return sent;
}
