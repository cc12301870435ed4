import type { ReactNode } from 'react';
import type { SortDir } from '../../contract/admin-list.ts';
import * as css from './admin-list.css.ts';

type Props = {
  column: string;
  sort: string;
  dir: SortDir;
  /** The first press's direction (decision 0045): dates and counts newest or most first, names ascending. */
  first: SortDir;
  onSort: (sort: string, dir: SortDir) => void;
  children: ReactNode;
};

/** A sortable column header: aria-sort on the sorted one; pressing it again turns the direction. */
export function SortHeader({ column, sort, dir, first, onSort, children }: Props) {
  const active = column === sort;
  const next: SortDir = active ? (dir === 'desc' ? 'asc' : 'desc') : first;
  return (
    <th className={css.th} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={css.sortButton} onClick={() => onSort(column, next)}>
        {children}
        <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}
