import type { Hono } from 'hono';
import { couponsApi } from '../../../src/contract/coupons-api.ts';
import { expertCommentsApi } from '../../../src/contract/expert-comments-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { issueCouponByAdmin } from './coupon-issue.ts';
import { couponView, listAvailableCoupons, listCoupons } from './coupons.service.ts';

/**
 * The comment coupons (decisions 0014, 0027, 0037): the member's lists and the admin's
 * issue. The welcome coupon is issued by auth (coupon-issue.ts), a coupon is spent by expert comments
 * (coupon-spend.ts). app.ts registers these BEFORE childrenRoutes: Hono answers with the first
 * matching route in registration order, and `GET /api/members/children/:id` would otherwise take
 * `/coupons` (a 400).
 */
export function couponsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;

  mount(app, couponsApi.coupons, async ({ user }) => ({ coupons: await listCoupons(db, user.id, clock.now()) }));
  mount(app, couponsApi.availableCoupons, async ({ user }) => ({ coupons: await listAvailableCoupons(db, user.id, clock.now()) }));
  mount(app, expertCommentsApi.issueCoupon, async ({ c, params, body }) =>
    couponView(await issueCouponByAdmin(db, actorOf(c), params.id, body, clock.now()), clock.now()),
  );
}
