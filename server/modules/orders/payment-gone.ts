/**
 * A payment that arrives for something no longer there (decision 0077): the deposit into a virtual
 * account, reported by the webhook, for an entry or report deleted while the account waited. The
 * purchase cannot be given, so it must not be applied (the insert of what fulfil makes would break a
 * foreign key on every retry of the webhook): the money goes back instead.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import type { TossPayment } from '../../integrations/toss.ts';
import { VIRTUAL_ACCOUNT_METHOD } from './order-history.ts';
import type { OrderRow } from './order-rows.ts';
import { cancelBack, paymentFields, type SettleContext } from './payment-settle.ts';

/** Shown on the item of a deposit that cannot be given back without the member's refund account. */
export const GONE_REFUND_REASON = '주문한 항목이 삭제되어 제공할 수 없어요. 환불받을 계좌를 입력해 결제를 취소해 주세요';

/** True when an item not paid yet names a target that is gone (OrderTargetGoneException). */
export async function hasGoneTarget(ctx: SettleContext, order: OrderRow): Promise<boolean> {
  const { tx, now, registry } = ctx;
  const waiting = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.status, ['PENDING', 'WAITING_FOR_DEPOSIT'])));
  for (const item of waiting) {
    if (!(await registry.get(item.orderableType).available({ tx, memberId: order.memberId, now }, item))) return true;
  }
  return false;
}

/**
 * Gives back a payment whose target is gone. A card is canceled back at once. A deposited virtual
 * account cannot be: Toss pays it back only into an account the member names. Its order is recorded
 * DONE with the items PAID but not given (nothing fulfilled) and a reason that says so, and the
 * member's or an admin's cancel with the refund account gives the money back (decision 0077).
 */
export async function settleGone(deps: Deps, order: OrderRow, payment: TossPayment): Promise<void> {
  deps.log.warn({ orderId: order.tossOrderId, method: payment.method, key: 'OrderTargetGoneException' }, 'payment for a deleted target: giving it back');
  if (payment.method !== VIRTUAL_ACCOUNT_METHOD) {
    await cancelBack(deps, order, payment, 'OrderTargetGoneException');
    return;
  }
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.status === 'DONE') return;
    await tx
      .update(orderItems)
      .set({ status: 'PAID', paidAt: now, cancelReason: GONE_REFUND_REASON })
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.status, ['PENDING', 'WAITING_FOR_DEPOSIT'])));
    await tx
      .update(orders)
      .set({ ...paymentFields(payment), status: 'DONE', paidAt: now })
      .where(eq(orders.id, order.id));
  });
  deps.log.error({ orderId: order.tossOrderId, paymentKey: payment.paymentKey }, 'a deposit for a deleted target waits for the refund account');
}
