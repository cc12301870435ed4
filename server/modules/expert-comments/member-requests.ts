/**
 * The member's side of expert comments (decision 0027): the status of an entry's comment and a request
 * paid with a comment coupon. Both ways of asking (coupon here, DIARY_COMMENT order in
 * diary-comment-orderable.ts) take the entry's row lock first and meet at the unique index on
 * expert_comments.diary_id, so an entry is asked for once whatever races (decision 0027).
 */
import type { DiaryExpertComment } from '../../../src/contract/expert-comments.ts';
import type { Db } from '../../db/client.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';
import { spendCommentCoupon } from '../coupons/coupon-spend.ts';
import type { DiaryService } from '../diaries/diaries.service.ts';
import { liveOrderItemOf, readExpertComment, requestOf } from './expert-comment-view.ts';

export function createMemberRequests(deps: { db: Db; diaries: DiaryService }) {
  const { db, diaries } = deps;

  return {
    /** NoSuchDiaryException for an entry that is not the member's. */
    async status(memberId: number, diaryId: number): Promise<DiaryExpertComment> {
      const diary = await diaries.ownDiary(db, memberId, diaryId);
      return readExpertComment(db, diary.id);
    },

    /**
     * One request per entry: an entry already asked for (by coupon or a live order) answers
     * ExpertCommentAlreadyRequestedException before any coupon is touched.
     */
    async requestWithCoupon(tx: Tx, memberId: number, diaryId: number, now: Date): Promise<DiaryExpertComment> {
      const diary = await diaries.ownDiary(tx, memberId, diaryId, { lock: true });
      if ((await requestOf(tx, diary.id)) || (await liveOrderItemOf(tx, diary.id)) !== undefined) throw new AppError('ExpertCommentAlreadyRequestedException');
      const couponId = await spendCommentCoupon(tx, memberId, diary.id, now);
      const [created] = await tx
        .insert(expertComments)
        .values({ diaryId: diary.id, via: 'COUPON', couponId, requestedAt: now })
        .onConflictDoNothing()
        .returning({ id: expertComments.id });
      // Only reachable when a writer skipped the entry's lock; the transaction (and the coupon) rolls back.
      if (!created) throw new AppError('ExpertCommentAlreadyRequestedException');
      return readExpertComment(tx, diary.id);
    },
  };
}

export type MemberRequests = ReturnType<typeof createMemberRequests>;
