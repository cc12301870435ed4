/**
 * Coupons of all members in the back office (SPEC §2 admin area; decisions 0014, 0041, 0046): the
 * list on the one list pattern and its CSV. Issuing a coupon stays the member detail's call
 * (expertCommentsApi.issueCoupon).
 */
import * as v from 'valibot';
import { AdminCouponListQuery } from './admin-coupons.ts';
import { adminPage } from './admin-list.ts';
import { COUPON_KINDS, COUPON_STATUSES } from './coupons.ts';
import { endpoint } from './endpoint.ts';

export const AdminCouponRow = v.object({
  id: v.number(),
  kind: v.picklist(COUPON_KINDS),
  name: v.string(),
  member: v.object({ id: v.number(), nickname: v.string() }),
  issuedAt: v.string(),
  /** The first instant the coupon no longer works (exclusive); its last day is couponLastDay(expiresAt). */
  expiresAt: v.string(),
  usedAt: v.nullable(v.string()),
  status: v.picklist(COUPON_STATUSES),
});
export type AdminCouponRow = v.InferOutput<typeof AdminCouponRow>;
export const AdminCouponPage = adminPage(AdminCouponRow);

const admin = ['ROLE_ADMIN'] as const;

export const adminCouponsApi = {
  adminCoupons: endpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    access: admin,
    summary: 'Every member’s coupons: by holder (nickname or member number), usable, used or expired, Korea days issued; a page',
    query: AdminCouponListQuery,
    response: AdminCouponPage,
  }),
  adminCouponsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/coupons/csv',
    access: admin,
    summary: 'The coupon list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: AdminCouponListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
} as const;
