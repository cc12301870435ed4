/**
 * What keeps an orderable target from being deleted (decisions 0077, 0087): the child's delete, an
 * entry's delete and the account's deletion each remove targets of order items, and a purchase
 * still under way for one of them would be stranded — a deposit arriving for a deleted target can
 * never be given, and a paid service not yet given would vanish with its money kept. Each caller
 * names the items it would strand (`boughtFor`, a condition on order_items) and refuses with its own
 * key; this module never knows which tables those targets live in.
 */
import { and, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';

type Queryable = Pick<Db, 'select'>;

/**
 * 'open' while an order among `boughtFor` waits for its payment (READY and younger than
 * ORDER_READY_TTL_MS, or a virtual account waiting for the deposit); 'paid' while one is paid and
 * not yet provided; null when nothing is under way (finished, canceled and abandoned orders hold
 * nothing back). Call it in the delete's transaction under the target's row lock: the orderables'
 * `available` reads targets FOR SHARE, so a settling payment and the delete see each other.
 */
export async function purchaseUnderWay(q: Queryable, memberId: number, boughtFor: SQL, now: Date): Promise<'open' | 'paid' | null> {
  const readySince = new Date(now.getTime() - ORDER_READY_TTL_MS);
  const items = await q
    .select({ status: orderItems.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.memberId, memberId),
        boughtFor,
        or(
          and(eq(orderItems.status, 'PENDING'), eq(orders.status, 'READY'), gt(orders.createdAt, readySince)),
          inArray(orderItems.status, ['WAITING_FOR_DEPOSIT', 'PAID']),
        ),
      ),
    );
  if (items.some((item) => item.status === 'PENDING' || item.status === 'WAITING_FOR_DEPOSIT')) return 'open';
  return items.length > 0 ? 'paid' : null;
}
