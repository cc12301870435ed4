import { CouponListData } from './coupons.ts';
import { endpoint } from './endpoint.ts';

/** The member's coupons (decision 0014). Spread into childRecordsApi. */
export const couponsApi = {
  coupons: endpoint({
    method: 'GET',
    path: '/api/members/children/coupons',
    access: ['ROLE_MEMBER'],
    summary: 'All of the member\u2019s coupons with their status',
    response: CouponListData,
  }),
  availableCoupons: endpoint({
    method: 'GET',
    path: '/api/members/children/coupons/available',
    access: ['ROLE_MEMBER'],
    summary: 'The member\u2019s coupons usable now (not used, not expired)',
    response: CouponListData,
  }),
} as const;
