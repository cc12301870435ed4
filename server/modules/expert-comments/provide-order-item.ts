/**
 * Marks a paid DIARY_COMMENT item provided when the expert's comment is written: from then on it
 * cannot be canceled (SPEC §4, decision 0022). The orders module's own `markProvided` takes this
 * place once it exists; until then this is the one write this module makes to order_items.
 *
 * The UPDATE takes the item's row lock before the comment is stored, the same order (item, then
 * request) a cancel takes, so a cancel and a write never deadlock: the cancel either finds the item
 * PROVIDED, or has already removed the request and the write answers NotOrderedDiaryCommentException.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders.ts';
import type { Tx } from '../../lib/idempotency.ts';

export async function provideOrderItem(tx: Tx, orderItemId: number, now: Date): Promise<void> {
  await tx
    .update(orderItems)
    .set({ status: 'PROVIDED', providedAt: now })
    .where(and(eq(orderItems.id, orderItemId), inArray(orderItems.status, ['PAID', 'PROVIDED'])));
}
