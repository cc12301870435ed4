/**
 * The feature that provides a bought service calls this in its own transaction (the expert wrote
 * the comment, the PDF was made): from then on the item cannot be canceled (SPEC §4,
 * CannotCancelOrderItemException). It takes the item's row lock, so a cancel running at the same
 * time either finishes first (and this answers null) or waits and then finds the item provided.
 */
import { and, eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders.ts';
import type { Tx } from '../../lib/idempotency.ts';
import type { OrderItemRow } from './orderable.ts';

/**
 * Marks a PAID item PROVIDED (providedAt = `now`, the caller's deps.clock) and answers it; an item already PROVIDED is answered
 * as it is. Null when the item is not paid (canceled, waiting for its deposit, never paid): the
 * caller answers its own key (NotOrdered…Exception).
 */
export async function markProvided(tx: Tx, orderItemId: number, now: Date): Promise<OrderItemRow | null> {
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, orderItemId)).limit(1).for('update');
  if (!item) return null;
  if (item.status === 'PROVIDED') return item;
  if (item.status !== 'PAID') return null;
  const [provided] = await tx
    .update(orderItems)
    .set({ status: 'PROVIDED', providedAt: now })
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.status, 'PAID')))
    .returning();
  return provided ?? null;
}
