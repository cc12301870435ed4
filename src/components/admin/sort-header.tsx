import type { ReactNode } from 'react';
import type { SortDir } from '../../contract/admin-list.ts';
import * as css from './admin-list.css.ts';

type Props<S extends string> = {
  column: S;
  sort: S;
  dir: SortDir;
  onSort: (sort: S, dir: SortDir) => void;
  children: ReactNode;
};

/** A sortable column header: aria-sort on the sorted one; pressing it again turns the direction. */
export function SortHeader<S extends string>({ column, sort, dir, onSort, children }: Props<S>) {
  const active = column === sort;
  const next: SortDir = active && dir === 'desc' ? 'asc' : 'desc';
  return (
    <th className={css.th} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={css.sortButton} onClick={() => onSort(column, next)}>
        {children}
        <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}
