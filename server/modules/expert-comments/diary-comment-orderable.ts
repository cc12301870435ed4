/**
 * DIARY_COMMENT (decisions 0022, 0027, SPEC §9 10,000 won): an expert comment on one of the member's own
 * entries, bought only once (SPEC §4). Paying creates the request (via ORDER); canceling before the
 * expert wrote removes it. Every method runs inside the orders module's transaction (decision 0022).
 */
import { and, eq } from 'drizzle-orm';
import { PRICES } from '../../../src/contract/limits.ts';
import { diaries as diaryRows } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Orderable, OrderableFactory } from '../orders/orderable.ts';
import { createDiaryService } from '../diaries/diaries.service.ts';
import { liveOrderItemOf, requestOf } from './expert-comment-view.ts';
import { diaryTarget, orderItemName } from '../../../src/contract/order-names.ts';

export const diaryCommentOrderable: OrderableFactory = (deps): Orderable => {
  const diaries = createDiaryService(deps);
  return {
    type: 'DIARY_COMMENT',

    /** The member's entry (NoSuchDiaryException), not yet asked for (AlreadyOrderedDiaryCommentException). */
    async price({ tx, memberId }, body) {
      const diary = await diaries.ownDiary(tx, memberId, body.targetId);
      if ((await requestOf(tx, diary.id)) || (await liveOrderItemOf(tx, diary.id)) !== undefined) throw new AppError('AlreadyOrderedDiaryCommentException');
      return {
        name: orderItemName('DIARY_COMMENT', diaryTarget(diary.entryDate)),
        unitAmount: PRICES.DIARY_COMMENT,
        detail: { diaryId: diary.id, entryDate: diary.entryDate, title: diary.title },
      };
    },

    async available({ tx, memberId }, item) {
      const [diary] = await tx
        .select({ id: diaryRows.id })
        .from(diaryRows)
        .where(and(eq(diaryRows.id, item.targetId), eq(diaryRows.memberId, memberId)))
        .limit(1)
        .for('share');
      return diary ? { unitAmount: PRICES.DIARY_COMMENT, onSale: true } : null;
    },

    /**
     * Under the entry's row lock (the coupon path takes it too): the request via ORDER. A second
     * fulfil of the same item (a webhook after the confirm) finds its own request and does nothing;
     * a request made meanwhile by coupon or another order answers AlreadyOrderedDiaryCommentException,
     * which rolls the confirm back so that the payment is not kept.
     */
    async fulfil({ tx, now }, item) {
      const diary = await diaries.ownDiary(tx, item.memberId, item.targetId, { lock: true });
      const existing = await requestOf(tx, diary.id);
      if (existing?.orderItemId === item.id) return;
      if (existing) throw new AppError('AlreadyOrderedDiaryCommentException');
      const [created] = await tx
        .insert(expertComments)
        .values({ diaryId: diary.id, via: 'ORDER', orderItemId: item.id, requestedAt: now })
        .onConflictDoNothing()
        .returning({ id: expertComments.id });
      if (!created) throw new AppError('AlreadyOrderedDiaryCommentException');
    },

    /** Only a request the expert has not answered can go (the item is PROVIDED once written). */
    async revoke({ tx }, item) {
      const [request] = await tx.select().from(expertComments).where(eq(expertComments.orderItemId, item.id)).limit(1).for('update');
      if (!request) return;
      if (request.content !== null) throw new AppError('CannotCancelOrderItemException');
      await tx.delete(expertComments).where(and(eq(expertComments.id, request.id), eq(expertComments.orderItemId, item.id)));
    },
  };
};
