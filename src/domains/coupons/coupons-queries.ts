import { queryOptions } from '@tanstack/react-query';
import { couponsApi } from '../../contract/coupons-api.ts';
import { call } from '../../lib/api/call.ts';

/** The member's coupons (SPEC §3), for /my-page/Coupon and its route loader. */
export const couponsQuery = () =>
  queryOptions({ queryKey: ['coupons', 'all'] as const, queryFn: async ({ signal }) => (await call(couponsApi.coupons, { signal })).coupons });
