import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../lib/routing/id-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { OrderListQuery } from '../../contract/admin-payments.ts';
import { OrderDetailPage } from '../../domains/admin-payments/order-detail-page.tsx';
import { orderList } from '../../domains/admin-payments/order-list.tsx';

const listOf = listSearch(OrderListQuery);
const idOf = idSearch('orderId');

/** SPEC §2 /admin/payment: the order items; `?orderId=` opens an order (bookmarkable); the loader checks the URL once (decisions 0041, 0043, 0045). */
export const Route = createFileRoute('/admin/payment')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.orderId === undefined ? openList(orderList, context.queryClient, deps, preload) : null),
  component: function PaymentRoute() {
    const { orderId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (orderId !== undefined) return <OrderDetailPage orderId={orderId} />;
    return view ? <AdminListPage list={orderList} view={view} /> : null;
  },
});
