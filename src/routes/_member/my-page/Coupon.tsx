import { createFileRoute } from '@tanstack/react-router';
import { CouponsPage } from '../../../domains/coupons/coupons-page.tsx';

export const Route = createFileRoute('/_member/my-page/Coupon')({
  component: CouponsPage,
});
