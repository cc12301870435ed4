/**
 * Toss webhooks (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK; ARCHITECTURE §6). Nothing in the body is
 * believed: it only names the payment, which is fetched again from Toss and settled as Toss says it
 * is now. Deliveries are de-duplicated by an event key stored in the same transaction, so a
 * replayed delivery does nothing and a failed one (answered with an error, so Toss retries) is
 * processed again. A payment this server never made is acknowledged and ignored, and not stored.
 */
import { count, eq, like, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { TossWebhookBody } from '../../../src/contract/orders.ts';
import { orders, paymentWebhookEvents } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { TossError, type TossPayment } from '../../integrations/toss.ts';
import { isBoughtOnceViolation } from './bought-once.ts';
import { lockOrderByTossId, type OrderRow } from './order-rows.ts';
import type { OrderableRegistry } from './orderable-registry.ts';
import { hasGoneTarget, settleGone } from './payment-gone.ts';
import { belongsTo, cancelBack, settle } from './payment-settle.ts';
import { tossFailure } from './toss-failure.ts';

type WebhookBody = v.InferOutput<typeof TossWebhookBody>;

/** A payment changes status a handful of times; more distinct deliveries than this are noise or abuse. */
export const WEBHOOK_EVENTS_PER_PAYMENT = 20;

/** What a delivery names: its type, the payment (by key or order) and the status and time it reports. */
export function webhookRef(body: WebhookBody) {
  const paymentKey = body.data?.paymentKey;
  const orderId = body.data?.orderId ?? body.orderId;
  const eventType = body.eventType ?? (body.orderId ? 'DEPOSIT_CALLBACK' : 'UNKNOWN');
  const status = body.data?.status ?? body.status ?? '';
  const eventKey = [eventType, paymentKey ?? orderId ?? '', status, body.createdAt ?? ''].join('|');
  return { eventType, paymentKey, orderId, eventKey };
}

export function createWebhookHandler(deps: Deps, registry: OrderableRegistry) {
  const { db } = deps.database;
  const { toss, log } = deps;

  async function refetch(ref: ReturnType<typeof webhookRef>): Promise<TossPayment | null> {
    try {
      if (ref.paymentKey) return await toss.getPayment(ref.paymentKey);
      if (ref.orderId) return await toss.getPaymentByOrderId(ref.orderId);
      return null;
    } catch (error) {
      // A payment Toss does not know (a forged or foreign delivery) is nothing to act on.
      if (error instanceof TossError && error.status === 404) return null;
      throw tossFailure(error, log, 'PaymentRefusedException');
    }
  }

  /**
   * The webhook is anonymous (decision 0032): a delivery is stored only when it names one of our
   * orders, by Toss orderId or paymentKey, and at most WEBHOOK_EVENTS_PER_PAYMENT of them per
   * payment. Anything else is acknowledged (200, so Toss does not retry) and not written anywhere.
   */
  async function worthStoring(ref: ReturnType<typeof webhookRef>): Promise<boolean> {
    const named = [ref.orderId ? eq(orders.tossOrderId, ref.orderId) : undefined, ref.paymentKey ? eq(orders.paymentKey, ref.paymentKey) : undefined].filter(
      (c) => c !== undefined,
    );
    const [known] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(or(...named))
      .limit(1);
    if (!known) {
      log.info({ orderId: ref.orderId, eventType: ref.eventType }, 'webhook naming no order of ours: acknowledged, not stored');
      return false;
    }
    const id = (ref.paymentKey ?? ref.orderId ?? '').replace(/[\\%_]/g, '\\$&');
    const [stored] = await db
      .select({ n: count() })
      .from(paymentWebhookEvents)
      .where(like(paymentWebhookEvents.eventKey, `%|${id}|%`));
    if ((stored?.n ?? 0) >= WEBHOOK_EVENTS_PER_PAYMENT) {
      log.warn({ orderId: ref.orderId, eventType: ref.eventType }, 'too many webhook deliveries for one payment: acknowledged, not stored');
      return false;
    }
    return true;
  }

  return async function handle(body: WebhookBody): Promise<null> {
    const ref = webhookRef(body);
    if (!ref.paymentKey && !ref.orderId) throw new AppError('BadRequest', 'the webhook names no payment');
    if (!(await worthStoring(ref))) return null;
    const charged: { order: OrderRow | null; payment: TossPayment | null } = { order: null, payment: null };
    try {
      await db.transaction(async (tx) => {
        const now = deps.clock.now();
        // A delivery seen before waits here for the first one's transaction, then finds its row.
        const [fresh] = await tx
          .insert(paymentWebhookEvents)
          .values({ eventKey: ref.eventKey, eventType: ref.eventType, body, receivedAt: now })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.id });
        if (!fresh) return;
        const payment = await refetch(ref);
        const order = payment ? await lockOrderByTossId(tx, payment.orderId) : null;
        if (payment && order && belongsTo(order, payment)) {
          if (payment.status === 'DONE' && order.status !== 'DONE') {
            charged.order = order;
            charged.payment = payment;
            // The deposit's target, read again before it is applied (decision 0077).
            if (await hasGoneTarget({ tx, now, registry }, order)) throw new AppError('OrderTargetGoneException');
          }
          await settle({ tx, now, registry }, order, payment);
        } else if (payment) {
          log.warn({ orderId: payment.orderId, amount: payment.totalAmount }, 'webhook for a payment that is not one of our orders: ignored');
        }
        await tx.update(paymentWebhookEvents).set({ processedAt: now }).where(eq(paymentWebhookEvents.id, fresh.id));
      });
    } catch (error) {
      // A deposit for a second once-only purchase, or for a target deleted meanwhile: the money goes
      // back, and the delivery is done.
      const gone = error instanceof AppError && error.key === 'OrderTargetGoneException';
      if (charged.order && charged.payment && (gone || isBoughtOnceViolation(error))) {
        if (gone) await settleGone(deps, charged.order, charged.payment);
        else await cancelBack(deps, charged.order, charged.payment, 'bought once (webhook)');
        await db
          .insert(paymentWebhookEvents)
          .values({ eventKey: ref.eventKey, eventType: ref.eventType, body, receivedAt: deps.clock.now(), processedAt: deps.clock.now() })
          .onConflictDoNothing();
        return null;
      }
      throw error;
    }
    return null;
  };
}
