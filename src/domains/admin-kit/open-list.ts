/**
 * A list route's loader (decisions 0039, 0045): the URL checked once with the list's schema, its
 * first page started, the checked view returned for the page (`Route.useLoaderData()`). The loader
 * has a chunk of its own, so the schema stays out of the route tree every member's first script holds.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { startQuery } from '../../lib/query/start-query.ts';
import type { AdminList, ListPage, ListSchema } from './list-declaration.ts';
import { checkListUrl, type ListView } from './list-view.ts';

/** The query of one page of a list; the last page stays on screen while the next loads. */
export function listQuery<S extends ListSchema, P extends ListPage<{ id: number }>>(list: AdminList<S, P>, call: v.InferInput<S>) {
  return queryOptions({ queryKey: list.key(call), queryFn: () => list.fetch(call), placeholderData: keepPreviousData });
}

export function openList<S extends ListSchema, P extends ListPage<{ id: number }>>(
  list: AdminList<S, P>,
  queryClient: QueryClient,
  url: object,
  preload: boolean,
): ListView<S> {
  const view = checkListUrl(list.schema, url, list.keep);
  if (view.call) startQuery(queryClient, listQuery(list, view.call), { preload });
  return view;
}
