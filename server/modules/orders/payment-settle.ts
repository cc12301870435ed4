/**
 * What Toss says about a payment, applied to its order (ARCHITECTURE §6). The confirm answer and a
 * re-fetched webhook payment go through the same `settle`, inside the transaction that holds the
 * order's row lock, so each transition happens once however often it is reported.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../lib/idempotency.ts';
import type { TossPayment } from '../../integrations/toss.ts';
import { LIVE_ITEM_STATUSES, type OrderRow } from './order-rows.ts';
import type { OrderableRegistry } from './orderable-registry.ts';

export type SettleContext = { tx: Tx; now: Date; registry: OrderableRegistry };

/** Toss statuses after which nothing is owed (the items are given back), as the order records them. */
const ENDED: Partial<Record<string, OrderRow['status']>> = {
  CANCELED: 'CANCELED',
  EXPIRED: 'EXPIRED',
  ABORTED: 'ABORTED',
};

/** The reason shown in the payment history when Toss ended a payment by itself. */
const ENDED_REASON: Record<string, string> = { EXPIRED: '입금 기한이 지났어요', ABORTED: '결제가 승인되지 않았어요' };

/** True when `payment` is this order's and for its amount; anything else is never applied. */
export function belongsTo(order: OrderRow, payment: TossPayment): boolean {
  return payment.orderId === order.tossOrderId && payment.totalAmount === order.amount;
}

export function paymentFields(payment: TossPayment) {
  return { paymentKey: payment.paymentKey, method: payment.method ?? null, receiptUrl: payment.receipt?.url ?? null, tossPayment: payment };
}

/**
 * DONE → items PAID and fulfilled; WAITING_FOR_DEPOSIT → items wait, virtual account stored;
 * PARTIAL_CANCELED → the items' refunded amount follows Toss's (they stay paid); CANCELED / EXPIRED
 * / ABORTED → live items revoked and CANCELED. Anything already applied is left
 * alone. A second once-only purchase breaks order_items_bought_once_key here (the caller cancels
 * the payment back). Answers the order as it is now.
 */
export async function settle(ctx: SettleContext, order: OrderRow, payment: TossPayment): Promise<OrderRow> {
  const { tx, now, registry } = ctx;
  const update = async (values: Partial<OrderRow>) => {
    const [row] = await tx.update(orders).set(values).where(eq(orders.id, order.id)).returning();
    return row ?? order;
  };

  if (payment.status === 'DONE') {
    if (order.status === 'DONE') return order;
    const paid = await tx
      .update(orderItems)
      .set({ status: 'PAID', paidAt: now })
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.status, ['PENDING', 'WAITING_FOR_DEPOSIT'])))
      .returning();
    for (const item of paid) await registry.get(item.orderableType).fulfil({ tx, memberId: order.memberId, now }, item);
    return update({ ...paymentFields(payment), status: 'DONE', paidAt: now });
  }

  if (payment.status === 'WAITING_FOR_DEPOSIT') {
    if (order.status !== 'READY') return order;
    await tx
      .update(orderItems)
      .set({ status: 'WAITING_FOR_DEPOSIT' })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 'PENDING')));
    const account = payment.virtualAccount;
    const virtualAccount = account
      ? { bankCode: account.bankCode, accountNumber: account.accountNumber, holderName: account.customerName ?? null, dueDate: account.dueDate ?? null }
      : null;
    return update({ ...paymentFields(payment), status: 'WAITING_FOR_DEPOSIT', virtualAccount });
  }

  // A part given back (an admin's partial refund, or one made at Toss's dashboard; decision 0049):
  // the items stay paid and the member keeps the service; what Toss gave back is recorded.
  if (payment.status === 'PARTIAL_CANCELED') {
    const refunded = payment.totalAmount - (payment.balanceAmount ?? payment.totalAmount);
    const paid = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.status, ['PAID', 'PROVIDED'])))
      .for('update');
    // One item per order (decision 0024): Toss's refunded total is the item's.
    for (const item of paid) {
      if (item.refundedAmount < refunded && refunded < item.amount)
        await tx.update(orderItems).set({ refundedAmount: refunded }).where(eq(orderItems.id, item.id));
    }
    return update({ tossPayment: payment, status: 'PARTIAL_CANCELED' });
  }

  const ended = ENDED[payment.status];
  if (ended) {
    if (order.status === ended) return order;
    const live = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.status, [...LIVE_ITEM_STATUSES])))
      .for('update');
    for (const item of live) await registry.get(item.orderableType).revoke({ tx, memberId: order.memberId, now }, item);
    const reason = payment.cancels?.at(-1)?.cancelReason ?? ENDED_REASON[payment.status] ?? '결제가 취소되었어요';
    // Money Toss gave back is the item's whole amount once paid; a waiting one had none.
    for (const item of live) {
      const refundedAmount = item.status === 'WAITING_FOR_DEPOSIT' ? 0 : item.amount;
      await tx.update(orderItems).set({ status: 'CANCELED', canceledAt: now, cancelReason: reason, refundedAmount }).where(eq(orderItems.id, item.id));
    }
    return update({ tossPayment: payment, status: ended });
  }
  // READY / IN_PROGRESS: nothing happened yet.
  return order;
}

/**
 * A charge that must not stand (a second once-only purchase, or a confirm whose transaction
 * failed): cancel it at Toss, then record it on the order with its items CANCELED. When Toss cannot
 * cancel now, the order keeps the payment key and the log says to refund by hand.
 */
export async function cancelBack(deps: Deps, order: OrderRow, payment: TossPayment, why: string): Promise<void> {
  const { db } = deps.database;
  const reason = '이미 구매했거나 처리할 수 없는 주문이라 결제를 자동으로 취소했어요';
  try {
    const canceled = await deps.toss.cancel(payment.paymentKey, { cancelReason: reason }, `cancel-back-${order.tossOrderId}`);
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ ...paymentFields(canceled), status: 'CANCELED' })
        .where(eq(orders.id, order.id));
      // A charge given back is the items' whole amount; a virtual account still waiting had none.
      const refundedAmount = payment.status === 'WAITING_FOR_DEPOSIT' ? 0 : sql`${orderItems.amount}`;
      await tx.update(orderItems).set({ status: 'CANCELED', canceledAt: now, cancelReason: reason, refundedAmount }).where(eq(orderItems.orderId, order.id));
    });
    deps.log.warn({ orderId: order.tossOrderId, why }, 'payment canceled back');
  } catch (error) {
    deps.log.error({ err: error, orderId: order.tossOrderId, paymentKey: payment.paymentKey, why }, 'charged but could not cancel back: refund by hand');
    await db
      .update(orders)
      .set(paymentFields(payment))
      .where(eq(orders.id, order.id))
      .catch(() => undefined);
  }
}
