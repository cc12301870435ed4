/** The member's addresses: /my-page/address, the edit page and the address picker share one cache key. */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { addressesApi } from '../../contract/addresses-api.ts';
import { ADDRESS_SEARCH_PAGE_SIZE, ADDRESS_SEARCH_PAGES } from '../../contract/addresses.ts';
import { call } from '../../lib/api/call.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';

export const addressKeys = {
  all: ['addresses'] as const,
  list: ['addresses', 'list'] as const,
  one: (id: number) => ['addresses', 'one', id] as const,
};

/** GET /api/members/addresses: the default first, then the newest. */
export const addressesQuery = () =>
  queryOptions({ queryKey: addressKeys.list, queryFn: async ({ signal }) => (await call(addressesApi.addresses, { signal })).addresses });

/** GET /api/members/addresses/:id (NoSuchAddressException sends to the 404 page, SPEC §8). */
export const addressQuery = (id: number) =>
  queryOptions({ queryKey: addressKeys.one(id), queryFn: ({ signal }) => call(addressesApi.address, { params: { id }, signal }) });

/** After a write: the lists and GET /api/users/me's defaultAddress are read again. */
export async function addressesChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: addressKeys.all }), queryClient.invalidateQueries({ queryKey: sessionKeys.me })]);
}

/** The address form's search (decision 0074): ten results a page, the next page while there are more. */
export const addressSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['addresses', 'search', keyword] as const,
    queryFn: ({ pageParam, signal }) => call(addressesApi.searchAddress, { query: { keyword, page: String(pageParam) }, signal, navigateOnError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * ADDRESS_SEARCH_PAGE_SIZE < last.totalCount && last.page < ADDRESS_SEARCH_PAGES ? last.page + 1 : undefined),
    // What a road is called does not change while the dialog is open; no need to ask twice.
    staleTime: 10 * 60_000,
    retry: false,
  });
