/**
 * The member's side of expert comments (issue 5 §2): the status of an entry's comment and a request
 * paid with a comment coupon. Both ways of asking (coupon here, DIARY_COMMENT order in
 * diary-comment-orderable.ts) take the entry's row lock first and meet at the unique index on
 * expert_comments.diary_id, so an entry is asked for once whatever races (decision 0027).
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DiaryExpertComment } from '../../../src/contract/expert-comments.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';
import type { DiaryService } from '../diaries/diaries.service.ts';
import { liveOrderItemOf, readExpertComment, requestOf } from './expert-comment-view.ts';

export function createMemberRequests(deps: { db: Db; diaries: DiaryService }) {
  const { db, diaries } = deps;

  /**
   * Spends one usable DIARY_COMMENT coupon of the member on the entry, the soonest to expire first.
   * Each candidate is claimed with a conditional UPDATE (used_at is null): a concurrent request that
   * took the same coupon makes the UPDATE wait for its transaction and then match nothing, so the
   * next candidate is tried; with none left, AvailableCouponNotFoundException.
   */
  async function spendCoupon(tx: Tx, memberId: number, diaryId: number, now: Date): Promise<number> {
    const candidates = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.memberId, memberId), eq(coupons.kind, 'DIARY_COMMENT'), isNull(coupons.usedAt), gt(coupons.expiresAt, now)))
      .orderBy(asc(coupons.expiresAt), asc(coupons.id));
    for (const candidate of candidates) {
      const [spent] = await tx
        .update(coupons)
        .set({ usedAt: now, usedForDiaryId: diaryId })
        .where(and(eq(coupons.id, candidate.id), isNull(coupons.usedAt), gt(coupons.expiresAt, now)))
        .returning({ id: coupons.id });
      if (spent) return spent.id;
    }
    throw new AppError('AvailableCouponNotFoundException');
  }

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
      const couponId = await spendCoupon(tx, memberId, diary.id, now);
      const [created] = await tx.insert(expertComments).values({ diaryId: diary.id, via: 'COUPON', couponId, requestedAt: now }).onConflictDoNothing().returning({ id: expertComments.id });
      // Only reachable when a writer skipped the entry's lock; the transaction (and the coupon) rolls back.
      if (!created) throw new AppError('ExpertCommentAlreadyRequestedException');
      return readExpertComment(tx, diary.id);
    },
  };
}

export type MemberRequests = ReturnType<typeof createMemberRequests>;
