/** Queries of product management (decision 0064): the list's keys (product-list.tsx fetches it) and one product. */
import { queryOptions } from '@tanstack/react-query';
import { adminProductsApi } from '../../contract/admin-products-api.ts';
import type { AdminProductListSearch } from '../../contract/admin-products.ts';
import { call } from '../../lib/api/call.ts';

export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (query: AdminProductListSearch) => ['admin', 'products', 'list', query] as const,
  detail: (id: number) => ['admin', 'products', 'detail', id] as const,
};

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => call(adminProductsApi.adminProduct, { params: { productId: id } }),
  });
