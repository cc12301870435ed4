/**
 * Orders that were never paid end (decision 0077). A READY order older than ORDER_READY_TTL_MS was
 * abandoned at Toss's payment window (its confirm is refused from then on): it becomes EXPIRED, its
 * item stays PENDING and so never shows in the payment history. A virtual account past its due date
 * is asked of Toss, the authority on whether the money came, and settled as Toss says (EXPIRED gives
 * the item back with "입금 기한이 지났어요"); a deposit Toss has is left to its webhook.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import { startRepeating } from '../../lib/every-minute.ts';
import { lockOrderByTossId } from './order-rows.ts';
import { createOrderableRegistry, type OrderableRegistry } from './orderable-registry.ts';
import type { OrderableFactory } from './orderable.ts';
import { belongsTo, settle } from './payment-settle.ts';

export const ORDER_EXPIRY_INTERVAL_MS = 5 * 60 * 1000;
/** Virtual accounts asked of Toss per pass: the rest wait for the next one. */
const OVERDUE_PER_PASS = 50;

type ExpiryDeps = Pick<Deps, 'database' | 'clock' | 'toss' | 'log'>;

export async function runOrderExpiry(deps: ExpiryDeps, registry: OrderableRegistry): Promise<{ expired: number; overdue: number }> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const expired = await db
    .update(orders)
    .set({ status: 'EXPIRED' })
    .where(and(eq(orders.status, 'READY'), lte(orders.createdAt, new Date(now.getTime() - ORDER_READY_TTL_MS))))
    .returning({ id: orders.id });

  const overdue = await db
    .select({ tossOrderId: orders.tossOrderId, paymentKey: orders.paymentKey })
    .from(orders)
    .where(and(eq(orders.status, 'WAITING_FOR_DEPOSIT'), sql`(${orders.virtualAccount} ->> 'dueDate')::timestamptz <= ${now.toISOString()}::timestamptz`))
    .limit(OVERDUE_PER_PASS);
  for (const { tossOrderId, paymentKey } of overdue) {
    try {
      const payment = paymentKey ? await deps.toss.getPayment(paymentKey) : await deps.toss.getPaymentByOrderId(tossOrderId);
      // Only an end is applied here; a deposit (DONE) goes through the webhook, which checks its target.
      if (payment.status !== 'EXPIRED' && payment.status !== 'CANCELED' && payment.status !== 'ABORTED') continue;
      await db.transaction(async (tx) => {
        const order = await lockOrderByTossId(tx, tossOrderId);
        if (order?.status === 'WAITING_FOR_DEPOSIT' && belongsTo(order, payment)) await settle({ tx, now, registry }, order, payment);
      });
    } catch (error) {
      deps.log.warn({ err: error, orderId: tossOrderId }, 'could not settle an overdue virtual account; the next pass tries again');
    }
  }
  if (expired.length > 0 || overdue.length > 0) deps.log.info({ expired: expired.length, overdue: overdue.length }, 'unpaid orders ended');
  return { expired: expired.length, overdue: overdue.length };
}

/** Starts the job (main.ts, BACKGROUND_JOBS=on); answers a stop function. */
export function startOrderExpiry(deps: Deps, factories: readonly OrderableFactory[]): () => void {
  const registry = createOrderableRegistry(deps, factories);
  return startRepeating('order expiry', ORDER_EXPIRY_INTERVAL_MS, () => runOrderExpiry(deps, registry), deps.log);
}
