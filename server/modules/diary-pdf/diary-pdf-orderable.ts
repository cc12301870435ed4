import { eq } from 'drizzle-orm';
import { PRICES } from '../../../src/contract/limits.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownChild, ownChildOrNull } from '../children/own-child.ts';
import type { OrderableFactory } from '../orders/orderable.ts';
import { countPregnancy } from './pregnancy-entries.ts';
import { orderItemName } from '../../../src/contract/order-names.ts';

/**
 * DIARY_PDF (decision 0028; SPEC §9 10,000 won): the target is one of the member's children, the one
 * the book is preselected for (the member may still pick another child when making it). Paying is
 * all there is to fulfil; the book is made afterwards on /my-page/payment-history/{id}/pdf-create,
 * which marks the item provided. Nothing to revoke: a book made means the item is provided and can
 * no longer be canceled.
 */
export const diaryPdfOrderable: OrderableFactory = () => ({
  type: 'DIARY_PDF',
  async price({ tx, memberId }, body) {
    const child = await ownChild(tx, memberId, body.targetId);
    // A diary starts at birth: a book of an unborn child would be empty.
    if (!child.born) throw new AppError('UnbornChildDiaryException');
    // Nor is a book sold before the first entry: it would have nothing to print (decision 0034). The
    // pregnancy diary kept from before the birth is a chapter it can print (decision 0101).
    const [first] = await tx.select({ id: diaries.id }).from(diaries).where(eq(diaries.childId, child.id)).limit(1);
    if (!first && (await countPregnancy(tx, child.id)) === 0) throw new AppError('EmptyDiaryBookException');
    return { name: orderItemName('DIARY_PDF', child.nickname), unitAmount: PRICES.DIARY_PDF, detail: { childName: child.nickname } };
  },
  async available({ tx, memberId }, item) {
    return (await ownChildOrNull(tx, memberId, item.targetId)) ? { unitAmount: PRICES.DIARY_PDF, onSale: true } : null;
  },
  async fulfil() {},
  async revoke() {},
});
