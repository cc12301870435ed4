/** Reading and locking orders and their items, and the Order the contract answers. */
import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '../../../src/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderItemRow } from './orderable.ts';

export type OrderRow = typeof orders.$inferSelect;
type Queryable = Pick<Db, 'select'>;

/** Bought and not given back: the statuses the "bought only once" index counts (decision 0022). */
export const LIVE_ITEM_STATUSES = ['WAITING_FOR_DEPOSIT', 'PAID', 'PROVIDED'] as const;

/**
 * The member's order by Toss orderId, locked (SELECT … FOR UPDATE) so that two confirms of one order
 * run one after the other. Another member's order is indistinguishable from none.
 */
export async function lockOwnOrder(q: Queryable, memberId: number, tossOrderId: string): Promise<OrderRow> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.tossOrderId, tossOrderId), eq(orders.memberId, memberId)))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('NoSuchOrderItemException');
  return row;
}

/** An order by Toss orderId, locked; null when Toss names an order this server never made. */
export async function lockOrderByTossId(q: Queryable, tossOrderId: string): Promise<OrderRow | null> {
  const [row] = await q.select().from(orders).where(eq(orders.tossOrderId, tossOrderId)).limit(1).for('update');
  return row ?? null;
}

export async function itemsOf(q: Queryable, orderId: number, options: { lock?: boolean } = {}): Promise<OrderItemRow[]> {
  const query = q.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return options.lock ? query.for('update') : query;
}

export function orderView(order: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    orderId: order.tossOrderId,
    orderName: order.orderName,
    amount: order.amount,
    status: order.status,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerMobilePhone: order.customerMobilePhone,
    orderItemIds: items.map((item) => item.id),
  };
}
