import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../components/admin/list-search.ts';
import { OrderListQuery } from '../../contract/admin-payments.ts';
import { OrderDetailPage } from '../../domains/admin-payments/order-detail-page.tsx';
import { OrderListPage, type OrderSearch } from '../../domains/admin-payments/order-list-page.tsx';

/** SPEC §2 /admin/payment: the order items; `?orderId=` opens an order (bookmarkable, decisions 0041, 0043). */
export const Route = createFileRoute('/admin/payment')({
  validateSearch: (search): OrderSearch => {
    const id = Number(search.orderId);
    return { ...parseListSearch(OrderListQuery, search), ...(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? { orderId: id } : {}) };
  },
  component: function PaymentRoute() {
    const search = Route.useSearch();
    return search.orderId === undefined ? <OrderListPage search={search} /> : <OrderDetailPage orderId={search.orderId} />;
  },
});
