import type { Hono } from 'hono';
import { adminPaymentsApi } from '../../../src/contract/admin-payments-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import type { OrderableFactory } from '../orders/orderable.ts';
import { createOrderableRegistry } from '../orders/orderable-registry.ts';
import { createAdminCancel } from './admin-cancel.ts';
import { orderDetail, viewOrderDetail } from './order-detail.ts';
import { orderCsv, orderList } from './order-list.ts';

/**
 * Payment management (SPEC §2 /admin/payment; decisions 0041, 0043). `factories` are the orderable
 * plug-ins the orders module sells with: an admin's cancel revokes through the same ones. The CSV
 * path is registered before :orderId (Hono answers with the first match).
 */
export function adminPaymentsRoutes(app: Hono<AppEnv>, deps: Deps, factories: readonly OrderableFactory[]): void {
  const { db } = deps.database;
  const registry = createOrderableRegistry(deps, factories);
  const adminCancel = createAdminCancel(deps, registry);

  mount(app, adminPaymentsApi.adminOrders, ({ query }) => orderList(db, query));
  mountFile(app, adminPaymentsApi.adminOrdersCsv, ({ c, query }) => exportCsv(db, c, deps.clock.now(), orderCsv(db, query)));
  mount(app, adminPaymentsApi.adminOrder, ({ c, params }) => viewOrderDetail(db, registry, actorOf(c), params.orderId, deps.clock.now()));
  mount(app, adminPaymentsApi.adminCancelOrderItem, async ({ c, params, body }) => {
    const orderId = await adminCancel(actorOf(c), params.orderItemId, body);
    return orderDetail(db, registry, orderId, deps.clock.now());
  });
}
