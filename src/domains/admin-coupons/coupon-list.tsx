import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminCouponsApi } from '../../contract/admin-coupons-api.ts';
import { ADMIN_COUPON_SEARCH_CATEGORIES, AdminCouponListQuery } from '../../contract/admin-coupons.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { couponLastDay, COUPON_STATUSES } from '../../contract/coupons.ts';
import { call } from '../../lib/api/call.ts';
import { COUPON_STATUS_LABELS as STATUS_LABELS } from '../coupons/coupon-labels.ts';
import './catalog.ts';

const CATEGORY_LABELS = { nickname: msg`Holder nickname`, id: msg`Member number` } as const;

/** /admin/coupon: every member's coupons (SPEC §2 admin area; decisions 0041, 0045, 0046). The recipe of a new list. */
export const couponList = adminList({
  title: msg`Coupon management`,
  caption: msg`Coupons of all members`,
  schema: AdminCouponListQuery,
  key: (query) => ['admin', 'coupons', 'list', query],
  fetch: (query) => call(adminCouponsApi.adminCoupons, { query }),
  total: (count) => msg`${count} coupons`,
  rowName: (c) => `${c.name} · ${c.member.nickname}`,
  search: { categories: ADMIN_COUPON_SEARCH_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })) },
  status: COUPON_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Issued`,
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (c) => c.id },
    { label: msg`Coupon`, cell: (c) => c.name },
    {
      label: msg`Coupon holder`,
      cell: (c) => (
        <Link className={css.rowLink} to="/admin/member" search={{ memberId: c.member.id }}>
          {c.member.nickname}
        </Link>
      ),
    },
    { label: msg`Issued`, sort: { key: 'issuedAt', first: 'desc' }, cell: (c) => formatKoreanDateTime(c.issuedAt) },
    // The last usable Korea day (expiresAt is the exclusive instant after it); soonest first.
    { label: msg`Usable through`, sort: { key: 'expiresAt', first: 'asc' }, cell: (c) => formatKoreanDate(couponLastDay(c.expiresAt)) },
    { label: msg`Status`, cell: (c, i18n) => i18n._(STATUS_LABELS[c.status]) },
    { label: msg`Used at`, cell: (c) => (c.usedAt ? formatKoreanDateTime(c.usedAt) : '—') },
  ],
  csv: { path: adminCouponsApi.adminCouponsCsv.path, fallbackName: 'coupons.csv' },
});
