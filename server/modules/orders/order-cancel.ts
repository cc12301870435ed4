/**
 * A member (or an admin, decision 0043) cancels an item before it was provided (decision 0024,
 * SPEC §4). One transaction holds the item and order locks, revokes what fulfil gave, asks Toss to cancel and only then marks the item
 * CANCELED: when Toss refuses or does not answer, everything rolls back and the item stays paid, so
 * an item is never canceled here while Toss still holds the money. (Toss canceled but our commit
 * failed: the retry replays Toss's answer by its Idempotency-Key, and the CANCELED webhook settles it.)
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isBankCode } from '../../../src/contract/bank-codes.ts';
import type { OrderItemCancelBody, OrderItemDetail } from '../../../src/contract/orders.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';
import { TossError, type TossCancelInput, type TossPayment } from '../../integrations/toss.ts';
import { detailView, isCancelable, lockOwnHistoryItem, needsRefundAccount } from './order-history.ts';
import type { OrderItemRow } from './orderable.ts';
import type { OrderRow } from './order-rows.ts';
import type { OrderableRegistry } from './orderable-registry.ts';
import { tossFailure } from './toss-failure.ts';

/** The same cancel request sends the same key; a corrected refund account is a new request. */
const cancelKey = (tossOrderId: string, input: TossCancelInput) =>
  `cancel-${createHash('sha256')
    .update(`${tossOrderId}:${JSON.stringify(input)}`)
    .digest('hex')
    .slice(0, 40)}`;

export function createCancel(deps: Deps, registry: OrderableRegistry) {
  const { toss, log } = deps;

  async function cancelAtToss(paymentKey: string, tossOrderId: string, input: TossCancelInput): Promise<TossPayment> {
    try {
      return await toss.cancel(paymentKey, input, cancelKey(tossOrderId, input));
    } catch (error) {
      // Canceled already (at Toss's dashboard, or by an earlier attempt whose answer was lost): say so.
      if (error instanceof TossError && error.code === 'ALREADY_CANCELED_PAYMENT') {
        const payment = await toss.getPayment(paymentKey).catch((lookup: unknown) => {
          throw tossFailure(lookup, log, 'PaymentCancelRefusedException');
        });
        if (payment.status === 'CANCELED') return payment;
      }
      throw tossFailure(error, log, 'PaymentCancelRefusedException');
    }
  }

  /**
   * The cancel of an item and order the caller locked (lockOwnHistoryItem for the member,
   * lockHistoryItem for an admin): checks, revoke, Toss, then the item CANCELED. Answers the rows as
   * they are now; the caller's transaction rolls all of it back when Toss refuses or does not answer.
   */
  async function cancelLocked(
    tx: Tx,
    locked: { item: OrderItemRow; order: OrderRow },
    body: OrderItemCancelBody,
    now: Date,
  ): Promise<{ item: OrderItemRow; order: OrderRow }> {
    const { item, order } = locked;
    if (!isCancelable(item) || !order.paymentKey) throw new AppError('CannotCancelOrderItemException');
    const refund = body.refundAccount ?? null;
    if (needsRefundAccount(order, item) && !refund) throw new AppError('VirtualAccountInfoRequiredException');
    if (refund && !isBankCode(refund.bankCode)) throw new AppError('NoSuchBankCodeException');

    await registry.get(item.orderableType).revoke({ tx, memberId: item.memberId, now }, item);
    const input: TossCancelInput = { cancelReason: body.reason };
    if (refund && needsRefundAccount(order, item))
      input.refundReceiveAccount = { bank: refund.bankCode, accountNumber: refund.accountNumber, holderName: refund.holderName };
    const payment = await cancelAtToss(order.paymentKey, order.tossOrderId, input);

    const [canceledItem] = await tx
      .update(orderItems)
      .set({ status: 'CANCELED', canceledAt: now, cancelReason: body.reason })
      .where(eq(orderItems.id, item.id))
      .returning();
    const [canceledOrder] = await tx.update(orders).set({ status: 'CANCELED', tossPayment: payment }).where(eq(orders.id, order.id)).returning();
    return { item: canceledItem ?? item, order: canceledOrder ?? order };
  }

  async function cancel(tx: Tx, memberId: number, itemId: number, body: OrderItemCancelBody): Promise<OrderItemDetail> {
    const canceled = await cancelLocked(tx, await lockOwnHistoryItem(tx, memberId, itemId), body, deps.clock.now());
    return detailView(canceled.order, canceled.item);
  }

  return { cancel, cancelLocked };
}
