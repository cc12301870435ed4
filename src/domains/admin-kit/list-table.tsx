import { useLingui } from '@lingui/react/macro';
import * as css from './admin-list.css.ts';
import type { AdminList, ListPage, ListSchema } from './list-declaration.ts';
import { ListState } from './list-state.tsx';
import { SortHeader } from './sort-header.tsx';
import type { SortDir } from '../../contract/admin-list.ts';
import './catalog.ts';

type Row = { id: number };
type Props<S extends ListSchema, P extends ListPage<Row>> = {
  list: AdminList<S, P>;
  items: readonly P['items'][number][];
  sort: { column: string; dir: SortDir; onSort: (column: string, dir: SortDir) => void };
  state: { loading: boolean; error: unknown; onRetry: () => void };
  /** With bulk actions: the rows that may be ticked, the ticked ids and the toggles. */
  selection?: {
    pickable: (row: P['items'][number]) => boolean;
    selected: readonly number[];
    all: boolean;
    anyPickable: boolean;
    toggle: (id: number) => void;
    toggleAll: () => void;
  };
};

/** The rows of a list as its columns declare them, with a checkbox column when it has bulk actions (decision 0045). */
export function ListTable<S extends ListSchema, P extends ListPage<Row>>({ list, items, sort, state, selection }: Props<S, P>) {
  const { t, i18n } = useLingui();
  const columns = list.columns.length + (selection ? 1 : 0);
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={css.visuallyHidden}>{i18n._(list.caption)}</caption>
        <thead>
          <tr>
            {selection ? (
              <th className={css.th} scope="col">
                <input
                  type="checkbox"
                  checked={selection.all}
                  disabled={!selection.anyPickable}
                  aria-label={t`Select every row on this page`}
                  onChange={selection.toggleAll}
                />
              </th>
            ) : null}
            {list.columns.map((column, i) =>
              column.sort ? (
                <SortHeader key={i} column={column.sort.key} first={column.sort.first} sort={sort.column} dir={sort.dir} onSort={sort.onSort}>
                  {i18n._(column.label)}
                </SortHeader>
              ) : (
                <th key={i} className={css.th} scope="col">
                  {i18n._(column.label)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          <ListState columns={columns} loading={state.loading} error={state.error} empty={items.length === 0} onRetry={state.onRetry} />
          {items.map((row) => (
            <tr key={row.id} className={css.row}>
              {selection ? (
                <td className={css.td}>
                  <input
                    type="checkbox"
                    checked={selection.selected.includes(row.id)}
                    disabled={!selection.pickable(row)}
                    onChange={() => selection.toggle(row.id)}
                    aria-label={t`Select ${list.rowName(row, i18n)}`}
                  />
                </td>
              ) : null}
              {list.columns.map((column, i) => (
                <td key={i} className={column.mono ? `${css.td} ${css.mono}` : css.td}>
                  {column.cell(row, i18n)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
