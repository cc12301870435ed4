/** Queries of payment management (decision 0043): the list's keys (order-list.tsx fetches it), one order and the bank list. */
import { queryOptions } from '@tanstack/react-query';
import { adminPaymentsApi } from '../../contract/admin-payments-api.ts';
import { type OrderListSearch } from '../../contract/admin-payments.ts';
import { ordersApi } from '../../contract/orders-api.ts';
import { call } from '../../lib/api/call.ts';

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (query: OrderListSearch) => ['admin', 'orders', 'list', query] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => call(adminPaymentsApi.adminOrder, { params: { orderId: id } }),
    // Money moves outside this page (a deposit, Toss's dashboard, the member's cancel): an operator
    // opening or reloading the order sees it as it is now, not the persisted copy of a minute ago.
    staleTime: 0,
  });

export const bankListQuery = () =>
  queryOptions({
    queryKey: ['banks'] as const,
    queryFn: async () => (await call(ordersApi.bankCodes, {})).banks,
    staleTime: Infinity,
  });
