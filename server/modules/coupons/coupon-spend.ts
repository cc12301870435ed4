import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { coupons } from '../../db/schema/coupons.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';

/**
 * Spends one usable DIARY_COMMENT coupon of the member on the entry, the soonest to expire first
 * (decision 0027), and answers its id. Each candidate is claimed with a conditional
 * UPDATE (used_at is null): a concurrent request that took the same coupon makes the UPDATE wait for
 * its transaction and then match nothing, so the next candidate is tried; with none left,
 * AvailableCouponNotFoundException.
 */
export async function spendCommentCoupon(tx: Tx, memberId: number, diaryId: number, now: Date): Promise<number> {
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
