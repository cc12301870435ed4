import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders.ts';
import type { Tx } from '../../lib/idempotency.ts';

/**
 * The service of a paid item was provided (decision 0022): from now on it cannot be canceled
 * (SPEC §4). A second book for the same item (after a lost file) keeps the first moment. Stands in
 * for the orders module's `markProvided` until both meet on main.
 */
export async function markProvided(tx: Tx, orderItemId: number, now: Date): Promise<void> {
  await tx
    .update(orderItems)
    .set({ status: 'PROVIDED', providedAt: sql`coalesce(${orderItems.providedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(orderItems.id, orderItemId), inArray(orderItems.status, ['PAID', 'PROVIDED'])));
}
