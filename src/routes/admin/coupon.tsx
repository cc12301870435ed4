import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { AdminCouponListQuery } from '../../contract/admin-coupons.ts';
import { couponList } from '../../domains/admin-coupons/coupon-list.tsx';

/** /admin/coupon: every member's coupons, a back-office page beyond SPEC §2's list (decisions 0045, 0046). */
export const Route = createFileRoute('/admin/coupon')({
  validateSearch: listSearch(AdminCouponListQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => openList(couponList, context.queryClient, deps, preload),
  component: function CouponListRoute() {
    return <AdminListPage list={couponList} view={Route.useLoaderData()} />;
  },
});
