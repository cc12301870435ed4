import { createFileRoute } from '@tanstack/react-router';
import { urlId, urlValues } from '../../components/admin/list-search.ts';
import { OrderDetailPage } from '../../domains/admin-payments/order-detail-page.tsx';
import { OrderListPage, type OrderSearch } from '../../domains/admin-payments/order-list-page.tsx';

/** SPEC §2 /admin/payment: the order items; `?orderId=` opens an order (bookmarkable, decisions 0041, 0043). */
export const Route = createFileRoute('/admin/payment')({
  validateSearch: (search): OrderSearch => urlValues(search),
  component: function PaymentRoute() {
    const search = Route.useSearch();
    const orderId = urlId(search.orderId);
    return orderId === undefined ? <OrderListPage search={search} /> : <OrderDetailPage orderId={orderId} />;
  },
});
