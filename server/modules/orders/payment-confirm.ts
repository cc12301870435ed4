/**
 * Confirming a Toss payment (ARCHITECTURE §6, decision 0024). One transaction holds the order's row
 * lock from the checks to the fulfilment, with the Toss call inside: a second tab or a replayed
 * success URL waits for the first and then answers the same paid order, so the order is confirmed
 * and fulfilled once. A tampered amount, an expired order, a target deleted or taken off sale and a
 * price changed since the order are refused before Toss hears of it (decision 0077). A refusal or a lost
 * answer rolls everything back: the order stays READY and can be paid again, and the retry sends the
 * same Idempotency-Key, so Toss charges once. Whatever fails after Toss charged is canceled back.
 */
import { createHash } from 'node:crypto';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import type { Order, PaymentConfirmBody } from '../../../src/contract/orders.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { TossError, type TossPayment } from '../../integrations/toss.ts';
import { BOUGHT_ONCE, checkNotBought, isBoughtOnceViolation } from './bought-once.ts';
import { itemsOf, lockOwnOrder, orderView, type OrderRow } from './order-rows.ts';
import type { OrderableRegistry } from './orderable-registry.ts';
import { belongsTo, cancelBack, settle } from './payment-settle.ts';
import { tossFailure } from './toss-failure.ts';

/** The same order and payment always send the same key: a retry after a lost answer is a replay at Toss. */
export const confirmKey = (tossOrderId: string, paymentKey: string) =>
  `confirm-${createHash('sha256').update(`${tossOrderId}:${paymentKey}`).digest('hex').slice(0, 40)}`;

export function createConfirm(deps: Deps, registry: OrderableRegistry) {
  const { db } = deps.database;
  const { toss, log } = deps;

  /** Toss's confirm; a payment it already processed (key expired, or confirmed elsewhere) is looked up instead. */
  async function confirmAtToss(order: OrderRow, paymentKey: string): Promise<TossPayment> {
    try {
      return await toss.confirm({ paymentKey, orderId: order.tossOrderId, amount: order.amount }, confirmKey(order.tossOrderId, paymentKey));
    } catch (error) {
      if (!(error instanceof TossError && error.code === 'ALREADY_PROCESSED_PAYMENT')) throw tossFailure(error, log, 'PaymentRefusedException');
      const payment = await toss.getPayment(paymentKey).catch((lookup: unknown) => {
        throw tossFailure(lookup, log, 'PaymentRefusedException');
      });
      if (payment.orderId !== order.tossOrderId) throw tossFailure(error, log, 'PaymentRefusedException');
      return payment;
    }
  }

  return async function confirm(memberId: number, body: PaymentConfirmBody): Promise<Order> {
    // Set once Toss charged, so that a failure after it is canceled back (an object: TS does not track closures).
    const charged: { order: OrderRow | null; payment: TossPayment | null } = { order: null, payment: null };
    try {
      return await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, memberId, body.orderId);
        const items = await itemsOf(tx, order.id, { lock: true });
        if (order.status === 'DONE' || order.status === 'WAITING_FOR_DEPOSIT') {
          // The second tab, or the success URL opened again: the first confirm's answer.
          if (order.paymentKey === body.paymentKey) return orderView(order, items);
          throw new AppError('OrderNotPayableException', 'paid with another payment');
        }
        if (order.status !== 'READY') throw new AppError('OrderNotPayableException', order.status);
        if (body.amount !== order.amount) {
          log.warn({ orderId: order.tossOrderId, posted: body.amount, amount: order.amount }, 'confirm with another amount refused');
          throw new AppError('PaymentAmountMismatchException');
        }
        const now = deps.clock.now();
        // An order never confirmed within its time was abandoned (decision 0077); the expiry job marks it.
        if (order.createdAt.getTime() + ORDER_READY_TTL_MS <= now.getTime()) throw new AppError('OrderNotPayableException', 'expired');
        for (const item of items) {
          const orderable = registry.get(item.orderableType);
          await checkNotBought(tx, item.orderableType, item.targetId);
          // What was ordered, read again before Toss charges anything (decision 0077).
          const current = await orderable.available({ tx, memberId, now }, item);
          if (!current?.onSale) throw new AppError('OrderTargetGoneException', `${item.orderableType} ${item.targetId}`);
          if (current.unitAmount * item.quantity !== item.amount)
            throw new AppError('PriceChanged', `now ${current.unitAmount} × ${item.quantity}, ordered ${item.amount}`);
        }

        const payment = await confirmAtToss(order, body.paymentKey);
        if (payment.status !== 'DONE' && payment.status !== 'WAITING_FOR_DEPOSIT') throw new AppError('PaymentRefusedException', payment.status);
        charged.order = order;
        charged.payment = payment;
        if (!belongsTo(order, payment)) throw new AppError('PaymentAmountMismatchException', `Toss answered ${payment.orderId} for ${payment.totalAmount}`);
        const settled = await settle({ tx, now: deps.clock.now(), registry }, order, payment);
        return orderView(settled, await itemsOf(tx, order.id));
      });
    } catch (error) {
      if (!charged.order || !charged.payment) throw error;
      const order = charged.order;
      await cancelBack(deps, order, charged.payment, error instanceof Error ? error.message : String(error));
      if (isBoughtOnceViolation(error)) {
        const [item] = await itemsOf(db, order.id);
        throw new AppError((item && BOUGHT_ONCE[item.orderableType]) ?? 'OrderNotPayableException');
      }
      throw error;
    }
  };
}
