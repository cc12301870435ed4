/**
 * The back office's list of every member's coupons (SPEC §2 admin area; decisions 0014, 0027, 0041,
 * 0046): sorts, search categories and query, apart from the endpoints so that the route's
 * validateSearch carries only these (the route tree is in the first page's JS).
 */
import type * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { COUPON_STATUSES } from './coupons.ts';

/** Newest issued first by default; the last usable day and the number as further sorts. */
export const ADMIN_COUPON_SORTS = ['issuedAt', 'expiresAt', 'id'] as const;
/** The holder: part of the member's nickname, or the member number. */
export const ADMIN_COUPON_SEARCH_CATEGORIES = ['nickname', 'id'] as const;
export type AdminCouponSort = (typeof ADMIN_COUPON_SORTS)[number];
export type AdminCouponSearchCategory = (typeof ADMIN_COUPON_SEARCH_CATEGORIES)[number];

/**
 * `category=nickname|id` searches the holder; `status` is AVAILABLE (usable now), USED or EXPIRED
 * (computed from the request's time, as the member's own list does); `from`–`to` are Korea days issued.
 */
export const AdminCouponListQuery = adminListQuery({
  sorts: ADMIN_COUPON_SORTS,
  categories: ADMIN_COUPON_SEARCH_CATEGORIES,
  statuses: COUPON_STATUSES,
  statusError: 'BadRequest',
});
export type AdminCouponListQuery = v.InferOutput<typeof AdminCouponListQuery>;
export type AdminCouponListSearch = v.InferInput<typeof AdminCouponListQuery>;
