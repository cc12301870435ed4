import { createFileRoute } from '@tanstack/react-router';
import { CouponsPage } from '../../../domains/coupons/coupons-page.tsx';
import { startQuery } from '../../../lib/query/start-query.ts';
import { couponsQuery } from '../../../domains/coupons/coupons-queries.ts';

export const Route = createFileRoute('/_member/my-page/Coupon')({
  loader: ({ context, preload }) => startQuery(context.queryClient, couponsQuery(), { preload }),
  component: CouponsPage,
});
