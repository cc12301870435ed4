/**
 * GROWTH_EXAMINATION (SPEC §9: the developmental test, 50,000 won; decision 0070): bought for one of
 * the member's children whose age K-CDI covers (ExaminationAgeException otherwise: too young, too old
 * or not born). Paid, it becomes an examination waiting to be sent; canceled while not provided, the
 * examination is canceled with it. Sending the test provides the item.
 */
import { eq } from 'drizzle-orm';
import { kcdiEligibility } from '../../../src/contract/examinations.ts';
import { PRICES } from '../../../src/contract/limits.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownChild, ownChildOrNull } from '../children/own-child.ts';
import type { Orderable, OrderableFactory } from '../orders/orderable.ts';
import { orderItemName } from '../../../src/contract/order-names.ts';

export const growthExaminationOrderable: OrderableFactory = (): Orderable => ({
  type: 'GROWTH_EXAMINATION',
  async price({ tx, memberId, now }, body) {
    const child = await ownChild(tx, memberId, body.targetId);
    const birth = child.born && child.birthDateTime ? child.birthDateTime.toISOString() : null;
    if (kcdiEligibility(birth, now) !== 'OK') throw new AppError('ExaminationAgeException');
    return { name: orderItemName('GROWTH_EXAMINATION', child.nickname), unitAmount: PRICES.GROWTH_EXAMINATION, detail: {} };
  },
  async available({ tx, memberId }, item) {
    return (await ownChildOrNull(tx, memberId, item.targetId)) ? { unitAmount: PRICES.GROWTH_EXAMINATION, onSale: true } : null;
  },
  async fulfil({ tx, now }, item) {
    await tx.insert(examinations).values({ orderItemId: item.id, memberId: item.memberId, childId: item.targetId, paidAt: now }).onConflictDoNothing();
  },
  async revoke({ tx, now }, item) {
    await tx.update(examinations).set({ canceledAt: now, updatedAt: now }).where(eq(examinations.orderItemId, item.id));
  },
});
