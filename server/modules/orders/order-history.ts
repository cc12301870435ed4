/**
 * The payment history (decision 0024: /my-page/payment-history and its item page): the member's items
 * that were ever paid or waited for a deposit, newest first. PENDING items of orders never paid are
 * not history. Per-type details (delivery address, consultation) come from the item's `detail`.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { ShippingAddress, type OrderItemDetail, type OrderItemSummary } from '../../../src/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderItemRow } from './orderable.ts';
import type { OrderRow } from './order-rows.ts';

type Queryable = Pick<Db, 'select'>;

/** Toss's method for a virtual account, in the Korean v1 answers with. */
export const VIRTUAL_ACCOUNT_METHOD = '가상계좌';

const StoredVirtualAccount = v.object({ bankCode: v.string(), accountNumber: v.string(), holderName: v.nullable(v.string()), dueDate: v.nullable(v.string()) });
const ItemDetail = v.object({
  shippingAddress: v.optional(v.nullable(ShippingAddress)),
  consultationPhone: v.optional(v.nullable(v.string())),
  consultationContent: v.optional(v.nullable(v.string())),
});

/** Paid (or waiting for the deposit) and not yet provided: the member may still cancel (SPEC §4). */
export function isCancelable(item: OrderItemRow): boolean {
  return (item.status === 'PAID' || item.status === 'WAITING_FOR_DEPOSIT') && item.providedAt === null;
}

/** Money arrived in a virtual account: giving it back needs the member's refund account. */
export function needsRefundAccount(order: OrderRow, item: OrderItemRow): boolean {
  return order.method === VIRTUAL_ACCOUNT_METHOD && (item.status === 'PAID' || item.status === 'PROVIDED');
}

function summaryView(item: OrderItemRow, tossOrderId: string): OrderItemSummary {
  return {
    id: item.id,
    orderId: tossOrderId,
    orderableType: item.orderableType,
    targetId: item.targetId,
    name: item.name,
    amount: item.amount,
    quantity: item.quantity,
    status: item.status,
    refundedAmount: item.refundedAmount,
    orderedAt: item.createdAt.toISOString(),
    paidAt: item.paidAt?.toISOString() ?? null,
  };
}

/** `targetGone`: what the item was bought for was deleted (decision 0087, target-gone.ts). */
export function detailView(order: OrderRow, item: OrderItemRow, targetGone: boolean): OrderItemDetail {
  const detail = v.safeParse(ItemDetail, item.detail);
  const extra = detail.success ? detail.output : {};
  const account = v.safeParse(StoredVirtualAccount, order.virtualAccount);
  return {
    ...summaryView(item, order.tossOrderId),
    method: order.method,
    receiptUrl: order.receiptUrl,
    providedAt: item.providedAt?.toISOString() ?? null,
    canceledAt: item.canceledAt?.toISOString() ?? null,
    cancelReason: item.cancelReason,
    cancelable: isCancelable(item),
    refundAccountRequired: needsRefundAccount(order, item),
    virtualAccount: item.status === 'WAITING_FOR_DEPOSIT' && account.success ? account.output : null,
    shippingAddress: extra.shippingAddress ?? null,
    consultationPhone: extra.consultationPhone ?? null,
    consultationContent: extra.consultationContent ?? null,
    targetGone,
  };
}

export async function listHistory(q: Queryable, memberId: number): Promise<OrderItemSummary[]> {
  const rows = await q
    .select({ item: orderItems, tossOrderId: orders.tossOrderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.memberId, memberId), ne(orderItems.status, 'PENDING')))
    .orderBy(desc(orderItems.createdAt), desc(orderItems.id));
  return rows.map((row) => summaryView(row.item, row.tossOrderId));
}

/** The member's history item with its order, or 404 NoSuchOrderItemException. */
export async function ownHistoryItem(q: Queryable, memberId: number, id: number): Promise<{ item: OrderItemRow; order: OrderRow }> {
  const [row] = await q
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, id), eq(orderItems.memberId, memberId), ne(orderItems.status, 'PENDING')))
    .limit(1);
  if (!row) throw new AppError('NoSuchOrderItemException');
  return row;
}

/**
 * The same, row-locked for a change: the order first, then the item — the order confirm and the
 * webhooks lock in — so that a cancel never deadlocks with them on PostgreSQL.
 */
export async function lockOwnHistoryItem(q: Queryable, memberId: number, id: number): Promise<{ item: OrderItemRow; order: OrderRow }> {
  return lockFound(q, await ownHistoryItem(q, memberId, id));
}

/** Any member's history item, row-locked as above (an admin's cancel, decision 0043), or 404 NoSuchOrderItemException. */
export async function lockHistoryItem(q: Queryable, id: number): Promise<{ item: OrderItemRow; order: OrderRow }> {
  const [row] = await q
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, id), ne(orderItems.status, 'PENDING')))
    .limit(1);
  if (!row) throw new AppError('NoSuchOrderItemException');
  return lockFound(q, row);
}

async function lockFound(q: Queryable, found: { item: OrderItemRow; order: OrderRow }): Promise<{ item: OrderItemRow; order: OrderRow }> {
  const [order] = await q.select().from(orders).where(eq(orders.id, found.order.id)).for('update');
  const [item] = await q.select().from(orderItems).where(eq(orderItems.id, found.item.id)).for('update');
  if (!order || !item) throw new AppError('NoSuchOrderItemException');
  return { item, order };
}
