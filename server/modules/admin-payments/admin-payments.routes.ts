import type { Hono } from 'hono';
import { adminPaymentsApi } from '../../../src/contract/admin-payments-api.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { csvResponse } from '../../lib/csv-stream.ts';
import { idParam, mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { OrderableFactory } from '../orders/orderable.ts';
import { createOrderableRegistry } from '../orders/orderable-registry.ts';
import { createAdminCancel } from './admin-cancel.ts';
import { orderDetail, viewOrderDetail } from './order-detail.ts';
import { orderList, orderRows } from './order-list.ts';

const CSV_HEADER = [
  '품목 번호',
  '주문 번호',
  '토스 주문번호',
  '종류',
  '상품명',
  '금액',
  '수량',
  '상태',
  '주문 상태',
  '결제 수단',
  '회원 번호',
  '닉네임',
  '이름',
  '주문 시각',
  '결제 시각',
  '취소 시각',
];

/**
 * Payment management (SPEC §2 /admin/payment; decisions 0041, 0043). `factories` are the orderable
 * plug-ins the orders module sells with: an admin's cancel revokes through the same ones. The CSV
 * path is registered before :orderId (Hono answers with the first match).
 */
export function adminPaymentsRoutes(app: Hono<AppEnv>, deps: Deps, factories: readonly OrderableFactory[]): void {
  const { db } = deps.database;
  const adminCancel = createAdminCancel(deps, createOrderableRegistry(deps, factories));

  mount(app, adminPaymentsApi.adminOrders, ({ query }) => orderList(db, query));
  mountFile(app, adminPaymentsApi.adminOrdersCsv, async ({ query }) =>
    csvResponse(`결제목록-${koreaTodayIso(deps.clock.now())}.csv`, CSV_HEADER, async (offset, limit) =>
      (await orderRows(db, query, offset, limit)).map((r) => [
        r.id,
        r.orderId,
        r.tossOrderId,
        r.orderableType,
        r.name,
        r.amount,
        r.quantity,
        r.status,
        r.orderStatus,
        r.method,
        r.memberId,
        r.memberNickname,
        r.memberName,
        r.createdAt,
        r.paidAt,
        r.canceledAt,
      ]),
    ),
  );
  mount(app, adminPaymentsApi.adminOrder, ({ c, params }) => viewOrderDetail(db, actorOf(c), idParam(params, 'orderId'), deps.clock.now()));
  mount(app, adminPaymentsApi.adminCancelOrderItem, async ({ c, params, body }) => {
    const orderId = await adminCancel(actorOf(c), idParam(params, 'orderItemId'), body);
    return orderDetail(db, orderId);
  });
}
