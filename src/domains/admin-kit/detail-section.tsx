/**
 * The parts of a back-office detail view (member, order, diary entry; decision 0041): a two-column
 * grid of cards, each a heading with its content and the links to related lists, the
 * term/value list of a record's facts, and its change history.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AuditResourceKind } from '../../contract/audit.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as page from '../../components/page/page.css.ts';
import * as css from './admin-list.css.ts';
import { AuditTrail } from './audit-trail.tsx';
import './catalog.ts';

/** The detail view's grid: two columns of cards; a wide card or the change history spans both. */
export function DetailGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 16, alignItems: 'start' }}>{children}</div>;
}

/**
 * One card: its heading, then the links to the related lists (a list filtered to this record),
 * then the content. `label` names the section when the heading alone does not (an order's items).
 */
export function DetailSection({
  title,
  children,
  related,
  wide = false,
  label,
}: {
  title: ReactNode;
  children: ReactNode;
  related?: ReactNode;
  wide?: boolean;
  label?: string;
}) {
  return (
    <section className={page.card} style={wide ? { gridColumn: '1 / -1' } : undefined} aria-label={label}>
      <h2 className={page.sectionTitle}>{title}</h2>
      {related ? <div className={css.actions}>{related}</div> : null}
      {children}
    </section>
  );
}

/** The record's change history across the whole grid, under its cards (`also`: a second record's rows, a payment's). */
export function DetailAudit(props: { kind: AuditResourceKind; id: number; also?: { kind: AuditResourceKind; id: number } }) {
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <AuditTrail {...props} />
    </div>
  );
}

/** A record's facts as terms and values (a screen reader reads each pair together). */
export function DetailFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={page.definition}>
      {rows.map(([term, value]) => (
        <div key={term} className={page.contents}>
          <dt className={page.term}>{term}</dt>
          <dd className={page.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A related list filtered to this record, by a plain link (the target route reads the id from its URL). */
export function RelatedLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={css.rowLink} href={href}>
      {children}
    </a>
  );
}

/** The record's query while it loads, when it failed (the server's words), or its body. */
export function DetailState<T>({ query, children }: { query: { isPending: boolean; error: unknown; data: T | undefined }; children: (data: T) => ReactNode }) {
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <p className={css.state} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <p className={css.state} role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  return children(query.data);
}
