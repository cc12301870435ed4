/**
 * What keeps a child from being deleted (decision 0077). The child's records go with it by the
 * foreign keys' cascade, so a purchase still under way for it would be stranded: a deposit arriving
 * for a deleted child could never be applied, and a paid consultation or test would vanish with its
 * money kept. While one exists, the delete is refused with a named key and nothing is removed.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseUnderWay } from '../orders/purchase-under-way.ts';

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
  const underWay = await purchaseUnderWay(q, memberId, boughtFor(childId), now);
  if (underWay === 'open') throw new AppError('ChildHasOpenOrderException');
  if (underWay === 'paid') throw new AppError('ChildHasPaidServiceException');
  if (await testUnderWay(q, eq(examinations.childId, childId))) throw new AppError('ChildHasPaidServiceException', 'a development test waits for its result');
}

/** A development test of the children `of` was sent and waits for its result: its item is PROVIDED, the service is not finished. */
export async function testUnderWay(q: Queryable, of: SQL): Promise<boolean> {
  const [found] = await q
    .select({ id: examinations.id })
    .from(examinations)
    .where(and(of, isNotNull(examinations.sentAt), isNull(examinations.resultAt), isNull(examinations.canceledAt)))
    .limit(1);
  return found !== undefined;
}
