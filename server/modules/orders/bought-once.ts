/**
 * "Bought only once" (SPEC §4, decision 0022): one live expert comment per diary, one live analysis per
 * monthly report. The partial unique index order_items_bought_once_key is the authority; the check
 * here only answers early, before anything is charged, when the purchase is already visible.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerErrorKey } from '../../../src/contract/errors.ts';
import type { OrderableType } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { LIVE_ITEM_STATUSES } from './order-rows.ts';

/** The types the index covers, each with the key a second purchase answers. */
export const BOUGHT_ONCE: Partial<Record<OrderableType, ServerErrorKey>> = {
  DIARY_COMMENT: 'AlreadyOrderedDiaryCommentException',
  REPORT_ANALYSIS: 'AlreadyOrderedReportException',
};

export const BOUGHT_ONCE_INDEX = 'order_items_bought_once_key';

/** 409 AlreadyOrdered…Exception when a live item of this once-only type and target exists. */
export async function checkNotBought(q: Pick<Db, 'select'>, type: OrderableType, targetId: number): Promise<void> {
  const key = BOUGHT_ONCE[type];
  if (!key) return;
  const [live] = await q
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderableType, type), eq(orderItems.targetId, targetId), inArray(orderItems.status, [...LIVE_ITEM_STATUSES])))
    .limit(1);
  if (live) throw new AppError(key);
}

/** True when a database error (drizzle wraps the driver's as `cause`) broke the bought-once index. */
export function isBoughtOnceViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === BOUGHT_ONCE_INDEX || (typeof message === 'string' && message.includes(BOUGHT_ONCE_INDEX)))) return true;
  }
  return false;
}
