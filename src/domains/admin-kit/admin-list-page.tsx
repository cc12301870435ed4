import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { SortDir } from '../../contract/admin-list.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import * as css from './admin-list.css.ts';
import { BulkBar } from './bulk-bar.tsx';
import { CsvButton } from './csv-button.tsx';
import type { AdminList, ListPage, ListSchema } from './list-declaration.ts';
import { ListProblems } from './list-problems.tsx';
import { listQuery } from './open-list.ts';
import { allSelected, noSelection, selectedNow, toggled, withChange } from './list-selection.ts';
import { ListTable } from './list-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { totalText } from './list-total.ts';
import type { ListView } from './list-view.ts';
import { PageSize, Pagination } from './pagination.tsx';
import './catalog.ts';

type Change = Record<string, string | number | undefined>;
type Props<S extends ListSchema, P extends ListPage<{ id: number }>> = {
  list: AdminList<S, P>;
  /** The URL checked once by the route's loader (openList). */
  view: ListView<S>;
  /** What stands between the heading and the filters (the comment page's tabs). */
  nav?: ReactNode;
};

const noRows: readonly never[] = [];

/**
 * Every back-office list (decision 0045): the declaration's filters, the URL's problems, its
 * summary (total, rows per page, CSV), the table, the bulk bar after it and the pager. A selection
 * is scoped to the query it was made on, so any other filter, page, Back or sidebar link drops it.
 */
export function AdminListPage<S extends ListSchema, P extends ListPage<{ id: number }>>({ list, view, nav }: Props<S, P>) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const url = useSearch({ strict: false });
  const { query, call, problems } = view;
  const values: Readonly<Record<string, unknown>> = query;
  const page = useQuery({ ...listQuery(list, call ?? {}), enabled: call !== null });
  const data = call === null ? undefined : page.data;
  const items = data?.items ?? noRows;

  const scope = JSON.stringify(call);
  const [selection, setSelection] = useState(() => noSelection(scope));
  const selectable = list.bulk?.selectable ?? (() => true);
  const pickable = items.filter(selectable);
  const selected = selectedNow(selection, scope, pickable);
  const clear = () => setSelection(noSelection(scope));

  const go = (change: Change) => void navigate({ to: '.', search: (prev) => withChange(prev, change) });
  const keepOnly = (keys: readonly string[]) =>
    void navigate({ to: '.', search: (prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => keys.includes(key))) });
  const keep = list.keep ?? [];
  // A key the route set to nothing (a refused or absent record id, decision 0089) is no filter.
  const filtered = Object.entries(url).some(([key, value]) => value !== undefined && !keep.includes(key));
  const dropProblems = () =>
    void navigate({ to: '.', search: (prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !problems.some((p) => p.key === key))) });
  const number = (key: string) => (typeof values[key] === 'number' ? values[key] : undefined);
  const size = number('size') ?? 20;

  return (
    <>
      <PageHeader title={i18n._(list.title)} />
      <div className={css.page}>
        {nav}
        <ListToolbar list={list} values={values} go={go} filtered={filtered} onReset={() => keepOnly(keep)} />
        <ListProblems problems={problems} blocked={call === null} onDrop={dropProblems} />
        {data && list.above ? list.above(data, query) : null}
        <div className={css.summary}>
          <p aria-live="polite">{data ? i18n._(list.total(totalText(data))) : null}</p>
          <div className={css.actions}>
            <PageSize size={size} onSize={(n) => go({ size: n })} />
            {list.csv ? <CsvButton path={list.csv.path} query={call} fallbackName={list.csv.fallbackName} capped={data?.totalCapped === true} /> : null}
          </div>
        </div>
        <ListTable
          list={list}
          items={items}
          sort={{ column: String(values.sort), dir: values.dir === 'asc' ? 'asc' : 'desc', onSort: (sort: string, dir: SortDir) => go({ sort, dir }) }}
          state={{ loading: call !== null && page.isPending, error: call === null ? null : page.error, onRetry: () => void page.refetch() }}
          selection={
            list.bulk
              ? {
                  pickable: selectable,
                  selected,
                  all: allSelected(pickable, selected),
                  anyPickable: pickable.length > 0,
                  toggle: (id) => setSelection((prev) => toggled(prev, scope, id)),
                  toggleAll: () => setSelection({ scope, ids: new Set(allSelected(pickable, selected) ? [] : pickable.map((row) => row.id)) }),
                }
              : undefined
          }
        />
        {list.bulk ? (
          <BulkBar
            actions={list.bulk.actions}
            ids={selected}
            names={items.filter((row) => selected.includes(row.id)).map((row) => list.rowName(row, i18n))}
            refresh={list.bulk.refresh}
            onClear={clear}
          />
        ) : null}
        {data ? <Pagination page={number('page') ?? 1} size={size} total={data.total} totalCapped={data.totalCapped} onPage={(n) => go({ page: n })} /> : null}
      </div>
    </>
  );
}
