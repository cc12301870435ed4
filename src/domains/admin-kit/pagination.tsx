import { useLingui } from '@lingui/react/macro';
import { PAGE_MAX, PAGE_SIZES } from '../../contract/admin-list.ts';
import { AdminField } from './admin-field.tsx';
import * as css from './admin-list.css.ts';
import './catalog.ts';

type Props = { page: number; size: number; total: number; totalCapped?: boolean | undefined; onPage: (page: number) => void };

/**
 * Page numbers around the current one, with first, previous, next and last (offset pages, decision
 * 0041). A capped total (LIST_TOTAL_MAX) has no known last page: "next" stays open and "last" is off.
 */
export function Pagination({ page, size, total, totalCapped = false, onPage }: Props) {
  const { t } = useLingui();
  const counted = Math.max(1, Math.ceil(total / size));
  const last = totalCapped ? Math.min(PAGE_MAX, Math.max(counted, page + 1)) : counted;
  const from = Math.max(1, Math.min(page - 4, last - 8));
  const pages = Array.from({ length: Math.min(9, last - from + 1) }, (_, i) => from + i);
  return (
    <nav className={css.pager} aria-label={t`Pages`}>
      <button type="button" className={css.pageButton} disabled={page <= 1} onClick={() => onPage(1)} aria-label={t`First page`}>
        «
      </button>
      <button type="button" className={css.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`Previous page`}>
        ‹
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={css.pageButton}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          aria-label={t`Page ${n}`}
        >
          {n}
        </button>
      ))}
      <button type="button" className={css.pageButton} disabled={page >= last} onClick={() => onPage(page + 1)} aria-label={t`Next page`}>
        ›
      </button>
      <button type="button" className={css.pageButton} disabled={totalCapped || page >= last} onClick={() => onPage(last)} aria-label={t`Last page`}>
        »
      </button>
    </nav>
  );
}

/** Rows per page (PAGE_SIZES); a new size starts again at page 1. */
export function PageSize({ size, onSize }: { size: number; onSize: (size: number) => void }) {
  const { t } = useLingui();
  return (
    <AdminField label={t`Rows per page`}>
      {(id) => (
        <select id={id} className={css.control} value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t`${n} rows`}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
