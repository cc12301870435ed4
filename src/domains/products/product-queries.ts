/** The product catalogue (/care-info/product, the product page and /payments' order summary). */
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { productsApi } from '../../contract/products-api.ts';
import { call } from '../../lib/api/call.ts';

/** Products per page of the list. */
export const PRODUCT_PAGE_SIZE = 12;

export const productKeys = {
  list: ['products', 'list'] as const,
  one: (id: number) => ['products', 'one', id] as const,
};

/** GET /api/members/products?page&size, newest first, a page at a time. */
export const productPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: productKeys.list,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call(productsApi.products, { query: { page: String(pageParam), size: String(PRODUCT_PAGE_SIZE) }, signal }),
    getNextPageParam: (last, _all, pageParam) => (last.hasNext ? pageParam + 1 : undefined),
  });

/** GET /api/members/products/:id (a product no longer on sale is the 404 page, SPEC §8). */
export const productQuery = (id: number) =>
  queryOptions({ queryKey: productKeys.one(id), queryFn: ({ signal }) => call(productsApi.product, { params: { id }, signal }) });

/** The product an order is for, read only when `enabled`: /payments' summary, handed in by its route (decision 0052). */
export function useOrderedProduct(id: number, enabled: boolean) {
  return useQuery({ ...productQuery(id), enabled }).data;
}
