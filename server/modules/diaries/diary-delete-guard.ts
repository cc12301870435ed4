/**
 * What keeps a diary entry from being deleted (decision 0087, as 0077 for a child): the entry is the
 * target of an expert comment bought for it (DIARY_COMMENT), and its request goes with the entry by
 * the foreign key's cascade. While that purchase is under way the delete is refused with a named
 * key and nothing is removed; a comment already written (the item PROVIDED) or a canceled purchase
 * does not hold the entry back.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseUnderWay } from '../orders/purchase-under-way.ts';

type Queryable = Pick<Db, 'select'>;

/**
 * 409 DiaryHasOpenOrderException while an expert comment for the entry waits for its payment;
 * 409 DiaryHasPaidServiceException while one is paid and the expert has not written it yet. Called
 * under the entry's row lock, in the delete's transaction.
 */
export async function checkDiaryDeletable(q: Queryable, memberId: number, diaryId: number, now: Date): Promise<void> {
  const boughtFor = and(eq(orderItems.orderableType, 'DIARY_COMMENT'), eq(orderItems.targetId, diaryId));
  if (!boughtFor) throw new Error('unreachable: and() of two conditions');
  const underWay = await purchaseUnderWay(q, memberId, boughtFor, now);
  if (underWay === 'open') throw new AppError('DiaryHasOpenOrderException');
  if (underWay === 'paid') throw new AppError('DiaryHasPaidServiceException');
}
