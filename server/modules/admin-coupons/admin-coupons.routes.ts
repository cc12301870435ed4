import type { Hono } from 'hono';
import { adminCouponsApi } from '../../../src/contract/admin-coupons-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { couponCsv, couponList } from './coupon-list.ts';

/** Every member's coupons (decision 0046): the list and its audited CSV. */
export function adminCouponsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, adminCouponsApi.adminCoupons, ({ query }) => couponList(db, query, clock.now()));
  mountFile(app, adminCouponsApi.adminCouponsCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, couponCsv(db, query, now));
  });
}
