/**
 * The order items of the back office (SPEC §2 /admin/payment; decisions 0041, 0043): every item with
 * its order and the member who bought it, by orderable type, item status, member (part of a
 * nickname, name, phone or login id on the pg_trgm indexes, or the member number) or part of Toss's
 * orderId, and the Korea days it was ordered; offset pages with the total, and the money per type of
 * the range.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { ORDERABLE_TYPES } from '../../../src/contract/limits.ts';
import type { AdminOrderRow, OrderTypeTotal } from '../../../src/contract/admin-payments-api.ts';
import type { OrderListQuery } from '../../../src/contract/admin-payments.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { contains, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { ORDER_ITEM_STATUS_WORDS, ORDER_STATUS_WORDS, ORDERABLE_TYPE_WORDS } from '../../lib/list-words.ts';
import { itemMoney, paidMoneyColumns } from './paid-money.ts';

const SEARCH: SearchSpec<NonNullable<OrderListQuery['category']>> = {
  id: (q) => idIs(orderItems.memberId, q),
  // Stored as digits: a searched 010-1234 is 0101234.
  phone: (q) => contains(users.phone, q.replace(/-/g, '')),
  nickname: (q) => contains(users.nickname, q),
  name: (q) => contains(users.name, q),
  loginId: (q) => contains(users.loginId, q),
  orderNo: (q) => contains(orders.tossOrderId, q),
};

/** The range and the search: what the totals are of (decision 0043). */
function rangeWhere(query: OrderListQuery): SQL[] {
  return [searchOf(SEARCH, query.category, query.q), ...koreaDayRange(orderItems.createdAt, query.from, query.to)].filter((c) => c !== undefined);
}

function orderWhere(query: OrderListQuery): SQL | undefined {
  return and(
    ...rangeWhere(query),
    query.type === undefined ? undefined : eq(orderItems.orderableType, query.type),
    query.status === undefined ? undefined : eq(orderItems.status, query.status),
  );
}

const SORT_COLUMNS = { createdAt: orderItems.createdAt, paidAt: orderItems.paidAt, amount: orderItems.amount, id: orderItems.id };

/**
 * Per orderable type, over the range and search: the items ever paid (their paidAt is set, whatever
 * came after) and what of them was given back since, whole (canceled) or in part (paid-money.ts, the
 * dashboard's computation too). Every type answers, zero or not.
 */
export async function orderTotals(db: Db, query: OrderListQuery): Promise<OrderTypeTotal[]> {
  const found = await db
    .select({ orderableType: orderItems.orderableType, ...paidMoneyColumns })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orderItems.memberId))
    .where(and(...rangeWhere(query)))
    .groupBy(orderItems.orderableType);
  return ORDERABLE_TYPES.map(
    (type) => found.find((t) => t.orderableType === type) ?? { orderableType: type, paidCount: 0, paidAmount: 0, refundedCount: 0, refundedAmount: 0 },
  );
}

export const orderListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) =>
    db
      .select({
        id: orderItems.id,
        orderId: orders.id,
        tossOrderId: orders.tossOrderId,
        orderableType: orderItems.orderableType,
        name: orderItems.name,
        amount: orderItems.amount,
        refundedAmount: orderItems.refundedAmount,
        quantity: orderItems.quantity,
        status: orderItems.status,
        orderStatus: orders.status,
        method: orders.method,
        memberId: orderItems.memberId,
        memberNickname: users.nickname,
        memberName: users.name,
        createdAt: orderItems.createdAt,
        paidAt: orderItems.paidAt,
        canceledAt: orderItems.canceledAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(users, eq(users.id, orderItems.memberId))
      .$dynamic(),
  id: orderItems.id,
  where: (query: OrderListQuery, _ctx: Record<string, never>) => orderWhere(query),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (r): AdminOrderRow => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    canceledAt: r.canceledAt?.toISOString() ?? null,
  }),
  /**
   * The payment list's CSV (decision 0046): Korea time, the list's words (Toss's method is Korean
   * already); what was given back of each item and what stays (decision 0084), as the totals count them.
   */
  csv: {
    list: 'orders',
    name: '결제목록',
    columns: [
      ['품목 번호', (r) => r.id],
      ['주문 번호', (r) => r.orderId],
      ['토스 주문번호', (r) => r.tossOrderId],
      ['종류', (r) => ORDERABLE_TYPE_WORDS[r.orderableType]],
      ['상품명', (r) => r.name],
      ['금액', (r) => r.amount],
      ['환불 금액', (r) => itemMoney(r).refunded],
      ['순매출', (r) => itemMoney(r).net],
      ['수량', (r) => r.quantity],
      ['상태', (r) => ORDER_ITEM_STATUS_WORDS[r.status]],
      ['주문 상태', (r) => ORDER_STATUS_WORDS[r.orderStatus]],
      ['결제 수단', (r) => r.method],
      ['회원 번호', (r) => r.memberId],
      ['닉네임', (r) => r.memberNickname],
      ['이름', (r) => r.memberName],
      ['주문 시각', (r) => koreaTime(r.createdAt)],
      ['결제 시각', (r) => (r.paidAt === null ? null : koreaTime(r.paidAt))],
      ['취소 시각', (r) => (r.canceledAt === null ? null : koreaTime(r.canceledAt))],
    ],
  },
});

export async function orderList(db: Db, query: OrderListQuery) {
  const [page, totals] = await Promise.all([orderListDeclaration.page(db, query, {}), orderTotals(db, query)]);
  return { ...page, totals };
}

export const orderCsv = (db: Db, query: OrderListQuery) => orderListDeclaration.csv(db, query, {});
