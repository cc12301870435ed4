/** Payments and the payment history (decision 0025): one cache key per list and item. */
import { queryOptions } from '@tanstack/react-query';
import { ordersApi } from '../../contract/orders-api.ts';
import { call } from '../../lib/api/call.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  items: ['payments', 'items'] as const,
  item: (id: number) => ['payments', 'item', id] as const,
  banks: ['payments', 'banks'] as const,
};

/** How the browser pays (Toss client key and SDK URL, or the local test checkout). */
export const paymentConfigQuery = () =>
  queryOptions({ queryKey: paymentKeys.config, queryFn: ({ signal }) => call(ordersApi.paymentConfig, { signal }), staleTime: 10 * 60_000 });

/**
 * /my-page/payment-history: the member's items, newest first. Read again on every visit (staleTime 0):
 * a status changes away from the app (a deposit's webhook, a provided service, a cancel elsewhere).
 */
export const orderItemsQuery = () =>
  queryOptions({ queryKey: paymentKeys.items, queryFn: async ({ signal }) => (await call(ordersApi.orderItems, { signal })).orderItems, staleTime: 0 });

/** One item, read again on every visit; a missing one (an old link) is shown on the page rather than as the 404 page. */
export const orderItemQuery = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.item(id),
    queryFn: ({ signal }) => call(ordersApi.orderItem, { params: { id }, signal, navigateOnError: false }),
    staleTime: 0,
  });

/** Banks a refund account can be at: rarely changes. */
export const bankCodesQuery = () =>
  queryOptions({
    queryKey: paymentKeys.banks,
    queryFn: async ({ signal }) => (await call(ordersApi.bankCodes, { signal })).banks,
    staleTime: 24 * 60 * 60_000,
  });
