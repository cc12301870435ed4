/**
 * What keeps an account from being deleted (decision 0087, as 0077 for one child). The deletion
 * removes the member's children, and with them every entry and report: every target of an order
 * item but a product (never removed, decision 0064). A purchase under way for one of them would be
 * stranded — a deposit could not be given and, the account anonymised, not even be asked for a
 * refund account; a paid service would vanish with its money kept. While one exists the deletion is
 * refused with a named key and nothing changes.
 */
import { ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { testUnderWay } from '../children/child-delete-guard.ts';
import { purchaseUnderWay } from '../orders/purchase-under-way.ts';

type Queryable = Pick<Db, 'select'>;

/**
 * 409 AccountHasOpenOrderException while an order for a child, report or entry waits for its
 * payment; 409 AccountHasPaidServiceException while a paid service is not given yet (an item PAID
 * and not provided, or a development test sent and waiting for its result). Called under the
 * member's row lock (adding a child takes it too), in the deletion's transaction.
 */
export async function checkAccountDeletable(q: Queryable, memberId: number, now: Date): Promise<void> {
  const underWay = await purchaseUnderWay(q, memberId, ne(orderItems.orderableType, 'PRODUCT'), now);
  if (underWay === 'open') throw new AppError('AccountHasOpenOrderException');
  if (underWay === 'paid') throw new AppError('AccountHasPaidServiceException');
  const ofMember = sql`${examinations.childId} in (select ${children.id} from ${children} where ${children.memberId} = ${memberId})`;
  if (await testUnderWay(q, ofMember)) throw new AppError('AccountHasPaidServiceException', 'a development test waits for its result');
}
