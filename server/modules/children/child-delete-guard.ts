/**
 * What keeps a child from being deleted (decision 0077). The child's records go with it by the
 * foreign keys' cascade, so a purchase still under way for it would be stranded: a deposit arriving
 * for a deleted child could never be applied, and a paid consultation or test would vanish with its
 * money kept. While one exists, the delete is refused with a named key and nothing is removed.
 */
import { and, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import { AppError } from '../../lib/app-error.ts';

type Queryable = Pick<Db, 'select'>;

/** The order items bought for this child: the child itself, or one of its monthly reports or diary entries. */
function boughtFor(childId: number): SQL {
  const condition = or(
    and(inArray(orderItems.orderableType, ['CONSULTATION', 'GROWTH_EXAMINATION', 'DIARY_PDF']), eq(orderItems.targetId, childId)),
    and(
      eq(orderItems.orderableType, 'REPORT_ANALYSIS'),
      inArray(orderItems.targetId, sql`(select ${monthlyReports.id} from ${monthlyReports} where ${monthlyReports.childId} = ${childId})`),
    ),
    and(
      eq(orderItems.orderableType, 'DIARY_COMMENT'),
      inArray(orderItems.targetId, sql`(select ${diaries.id} from ${diaries} where ${diaries.childId} = ${childId})`),
    ),
  );
  if (!condition) throw new Error('unreachable: or() of three conditions');
  return condition;
}

/**
 * 409 ChildHasOpenOrderException while an order for the child waits for its payment (READY and not
 * yet expired, or a virtual account waiting for the deposit); 409 ChildHasPaidServiceException while
 * a paid service for it is not given yet (an item PAID and not provided, or a development test sent
 * and waiting for its result). Called under the child's row lock, in the delete's transaction.
 */
export async function checkChildDeletable(q: Queryable, memberId: number, childId: number, now: Date): Promise<void> {
  const readySince = new Date(now.getTime() - ORDER_READY_TTL_MS);
  const items = await q
    .select({ status: orderItems.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.memberId, memberId),
        boughtFor(childId),
        or(
          and(eq(orderItems.status, 'PENDING'), eq(orders.status, 'READY'), gt(orders.createdAt, readySince)),
          inArray(orderItems.status, ['WAITING_FOR_DEPOSIT', 'PAID']),
        ),
      ),
    );
  if (items.some((item) => item.status === 'PENDING' || item.status === 'WAITING_FOR_DEPOSIT')) throw new AppError('ChildHasOpenOrderException');
  if (items.length > 0) throw new AppError('ChildHasPaidServiceException');

  const [testUnderWay] = await q
    .select({ id: examinations.id })
    .from(examinations)
    .where(and(eq(examinations.childId, childId), isNotNull(examinations.sentAt), isNull(examinations.resultAt), isNull(examinations.canceledAt)))
    .limit(1);
  if (testUnderWay) throw new AppError('ChildHasPaidServiceException', 'a development test waits for its result');
}
