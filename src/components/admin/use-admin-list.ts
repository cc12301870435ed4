/**
 * The wiring every back-office list page shares (decision 0041 "Filters in the URL"): the URL's
 * unchecked values checked with the contract's schema (listQueryOf for the page, callQueryOf for
 * the API), the list query, `go(change)` that navigates with the page reset, and the selection of
 * rows for a bulk action. Each page keeps its own columns, filters and bulk action.
 */
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import type { SortDir } from '../../contract/admin-list.ts';
import { callQueryOf, listQueryOf, type ListUrl } from './list-search.ts';
import { allSelected, toggled, withChange } from './list-selection.ts';

type ListSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>;
type Row = { id: number };

/**
 * `filters`: the URL's values of the list (a detail id such as `memberId` left out, so the API
 * call does not carry it); `queryOf`: the domain's query of the checked call query;
 * `selectable`: which rows a bulk action may take (all when absent).
 */
export function useAdminList<S extends ListSchema, TData extends { items: readonly Row[] }, TKey extends QueryKey>(
  schema: S,
  filters: object,
  queryOf: (callQuery: v.InferInput<S>) => UseQueryOptions<TData, Error, TData, TKey>,
  selectable?: (item: TData['items'][number]) => boolean,
) {
  const navigate = useNavigate();
  const query = listQueryOf(schema, filters);
  const callQuery = callQueryOf(schema, filters);
  const list = useQuery(queryOf(callQuery));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const items: TData['items'] = list.data?.items ?? [];
  const pickable = selectable ? items.filter(selectable) : items;
  const allOnPage = allSelected(pickable, selected);
  const clear = () => setSelected(new Set());
  /** A new filter, sort or page: the selection of the old rows is dropped, the URL keeps the rest. */
  const go = (change: ListUrl<v.InferInput<S>>) => {
    clear();
    void navigate({ to: '.', search: (prev) => withChange(prev, change) });
  };
  return {
    query,
    callQuery,
    list,
    items,
    go,
    sort: (column: string, dir: SortDir) => go({ sort: column, dir }),
    selection: {
      selected,
      /** Rows a bulk action may take on this page (the header box is off when there are none). */
      pickable,
      allOnPage,
      toggle: (id: number) => setSelected((prev) => toggled(prev, id)),
      toggleAll: () => setSelected(allOnPage ? new Set() : new Set(pickable.map((item) => item.id))),
      clear,
    },
  };
}

/**
 * A bulk action on the selected rows, with the reason its audit rows keep (decision 0041): `apply`
 * sends with the reason, then drops the selection and the reason and refreshes `refresh` (the
 * domain's keys, so open details refresh too). BulkBar confirms it and shows a failure.
 */
export function useBulkAction(selection: { clear: () => void }, refresh: QueryKey) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  async function apply(send: (reason: string) => Promise<unknown>): Promise<void> {
    await send(reason);
    selection.clear();
    setReason('');
    await queryClient.invalidateQueries({ queryKey: refresh });
  }
  return { reason, setReason, ready: reason.trim() !== '', apply };
}
