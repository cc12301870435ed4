/**
 * Tells the member that the expert's comment arrived (decision 0027): a Web Push to each of their
 * devices when push is on (SPEC §3 pushNotiEnabled), opening /diary/read/{id}/comments. Sent after
 * the comment is committed (lib/push-member.ts); a failed push never fails the expert's save.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';
import { pushToMember } from '../../lib/push-member.ts';

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
  return pushToMember(deps, memberId, expertCommentMessage(diary));
}
