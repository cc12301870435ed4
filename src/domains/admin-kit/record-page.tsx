import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page/page-header.tsx';
import * as css from './admin-list.css.ts';
import { DetailState } from './detail-section.tsx';

/**
 * A record's page in the back office (SPEC §2 admin pattern), its detail view or its write page:
 * the title, the way back (a link the page builds, so that the router checks its route), then the body.
 */
export function RecordPage({ title, back, children }: { title: string; back: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className={css.page}>
        {back}
        {children}
      </div>
    </>
  );
}

/**
 * A write page's form: empty for a new record (`existing` null), else once the record has loaded
 * (its loading and failure said as the detail view says them). The form keys itself by the
 * record, so that another record starts from its own values.
 */
export function RecordWriteForm<T>({
  existing,
  children,
}: {
  existing: { isPending: boolean; error: unknown; data: T | undefined } | null;
  children: (record: T | null) => ReactNode;
}) {
  if (existing === null) return children(null);
  return <DetailState query={existing}>{(record) => children(record)}</DetailState>;
}
