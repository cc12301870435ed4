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
import { isTargetGone } from './target-gone.ts';
import { detailView, isCancelable, lockOwnHistoryItem, needsRefundAccount, VIRTUAL_ACCOUNT_METHOD } from './order-history.ts';
import type { OrderItemRow } from './orderable.ts';
import type { OrderRow } from './order-rows.ts';
import type { OrderableRegistry } from './orderable-registry.ts';
import { tossFailure } from './toss-failure.ts';

/**
 * The same cancel request sends the same key; a corrected refund account is a new request. A part
 * of the money (decision 0049) is keyed by what was given back before it and its amount, not its
 * reason: a retry after a lost answer replays Toss's refund instead of making a second one, while
 * the next partial refund (after ours committed) is a new request.
 */
const cancelKey = (tossOrderId: string, input: TossCancelInput, refundedBefore: number) => {
  const partial = input.cancelAmount !== undefined;
  const keyed = partial ? { refundedBefore, cancelAmount: input.cancelAmount, account: input.refundReceiveAccount ?? null } : input;
  return `cancel-${createHash('sha256')
    .update(`${tossOrderId}:${JSON.stringify(keyed)}`)
    .digest('hex')
    .slice(0, 40)}`;
};

/** The cancel's request: a reason, the refund account, and (an admin's partial refund) the won to give back. */
export type CancelRequest = OrderItemCancelBody & { amount?: number | null };

/**
 * What a cancel gives back (decision 0049): `null` for all that is left (the item is revoked and
 * CANCELED), or a part of a paid item's money (the item stays PAID). An amount equal to what is left
 * is the whole rest. InvalidRefundAmountException for more than is left or an item with nothing paid.
 */
export function refundPart(item: OrderItemRow, amount: number | null | undefined): number | null {
  if (amount === undefined || amount === null) return null;
  const left = item.amount - item.refundedAmount;
  if (item.status !== 'PAID' || amount < 1 || amount > left) throw new AppError('InvalidRefundAmountException');
  return amount === left ? null : amount;
}

export function createCancel(deps: Deps, registry: OrderableRegistry) {
  const { toss, log } = deps;

  async function cancelAtToss(paymentKey: string, tossOrderId: string, input: TossCancelInput, refundedBefore: number): Promise<TossPayment> {
    try {
      return await toss.cancel(paymentKey, input, cancelKey(tossOrderId, input, refundedBefore));
    } catch (error) {
      // Canceled already (at Toss's dashboard, or by an earlier attempt whose answer was lost): say so.
      // Not for a part: a payment canceled whole is not the part asked for (the webhook settles it).
      if (error instanceof TossError && error.code === 'ALREADY_CANCELED_PAYMENT' && input.cancelAmount === undefined) {
        const payment = await toss.getPayment(paymentKey).catch((lookup: unknown) => {
          throw tossFailure(lookup, log, 'PaymentCancelRefusedException');
        });
        if (payment.status === 'CANCELED') return payment;
      }
      throw tossFailure(error, log, 'PaymentCancelRefusedException');
    }
  }

  /**
   * A virtual account our records still show waiting while Toss already has the deposit (its
   * webhook was never applied): the money is there, so giving it back needs the refund account,
   * and the item's refunded amount is the whole of it (decision 0077).
   */
  async function depositedUnnoticed(order: OrderRow, item: OrderItemRow): Promise<boolean> {
    if (item.status !== 'WAITING_FOR_DEPOSIT' || order.method !== VIRTUAL_ACCOUNT_METHOD || !order.paymentKey) return false;
    const payment = await toss.getPayment(order.paymentKey).catch((error: unknown) => {
      throw tossFailure(error, log, 'PaymentCancelRefusedException');
    });
    return payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED';
  }

  /**
   * The cancel of an item and order the caller locked (lockOwnHistoryItem for the member,
   * lockHistoryItem for an admin): checks, revoke, Toss, then the item CANCELED — or, for a part of
   * a paid item's money (an admin's, decision 0049), Toss's partial cancel with the item left PAID
   * and its refunded amount raised: the member keeps the service. Answers the rows as they are now;
   * the caller's transaction rolls all of it back when Toss refuses or does not answer.
   */
  async function cancelLocked(
    tx: Tx,
    locked: { item: OrderItemRow; order: OrderRow },
    body: CancelRequest,
    now: Date,
  ): Promise<{ item: OrderItemRow; order: OrderRow }> {
    const { item, order } = locked;
    if (!isCancelable(item) || !order.paymentKey) throw new AppError('CannotCancelOrderItemException');
    const part = refundPart(item, body.amount);
    const refund = body.refundAccount ?? null;
    const deposited = needsRefundAccount(order, item) || (await depositedUnnoticed(order, item));
    if (deposited && !refund) throw new AppError('VirtualAccountInfoRequiredException');
    if (refund && !isBankCode(refund.bankCode)) throw new AppError('NoSuchBankCodeException');

    if (part === null) await registry.get(item.orderableType).revoke({ tx, memberId: item.memberId, now }, item);
    const input: TossCancelInput = { cancelReason: body.reason };
    // After an earlier part, the rest is named too, so that it is keyed apart from the first cancel.
    const amount = part ?? (item.refundedAmount > 0 ? item.amount - item.refundedAmount : undefined);
    if (amount !== undefined) input.cancelAmount = amount;
    if (refund && deposited) input.refundReceiveAccount = { bank: refund.bankCode, accountNumber: refund.accountNumber, holderName: refund.holderName };
    const payment = await cancelAtToss(order.paymentKey, order.tossOrderId, input, item.refundedAmount);

    const values =
      part === null
        ? { status: 'CANCELED' as const, canceledAt: now, cancelReason: body.reason, refundedAmount: item.status === 'PAID' || deposited ? item.amount : 0 }
        : { refundedAmount: item.refundedAmount + part };
    const [canceledItem] = await tx.update(orderItems).set(values).where(eq(orderItems.id, item.id)).returning();
    const orderStatus = part === null ? 'CANCELED' : 'PARTIAL_CANCELED';
    const [canceledOrder] = await tx.update(orders).set({ status: orderStatus, tossPayment: payment }).where(eq(orders.id, order.id)).returning();
    return { item: canceledItem ?? item, order: canceledOrder ?? order };
  }

  async function cancel(tx: Tx, memberId: number, itemId: number, body: OrderItemCancelBody): Promise<OrderItemDetail> {
    const canceled = await cancelLocked(tx, await lockOwnHistoryItem(tx, memberId, itemId), body, deps.clock.now());
    return detailView(canceled.order, canceled.item, await isTargetGone(tx, registry, canceled.item, deps.clock.now()));
  }

  return { cancel, cancelLocked };
}
