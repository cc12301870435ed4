import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { auditApi, type AuditEntry } from '../../contract/audit-api.ts';
import { AUDIT_ACTIONS, type AuditResourceKind } from '../../contract/audit.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import * as css from './admin-list.css.ts';
import { AUDIT_ACTION_LABELS } from './audit-labels.ts';
import '../catalog.ts';

export const auditTrailKey = (kind: AuditResourceKind, id: number) => ['admin', 'audit', kind, id] as const;

/** What changed, in a line: the JSON of before → after. */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/** The audit rows of one record, newest first (each record's detail view shows them, decision 0041). */
export function AuditTrail({ kind, id }: { kind: AuditResourceKind; id: number }) {
  const { t, i18n } = useLingui();
  const query = useQuery({
    queryKey: auditTrailKey(kind, id),
    queryFn: () => call(auditApi.auditLog, { query: { resourceKind: kind, resourceId: String(id), size: '50' } }),
  });
  const entries = query.data?.items ?? [];
  return (
    <section aria-label={t`Audit log of this record`}>
      <h3>
        <Trans>Change history</Trans>
      </h3>
      {query.isPending ? (
        <p className={css.state}>
          <Trans>Loading…</Trans>
        </p>
      ) : entries.length === 0 ? (
        <p className={css.state}>
          <Trans>No admin change yet.</Trans>
        </p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.th} scope="col">
                  <Trans>Time</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Admin</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Action</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Change</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Reason given</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className={css.row}>
                  <td className={css.td}>{formatKoreanDateTime(e.createdAt)}</td>
                  <td className={css.td}>{e.adminName}</td>
                  <td className={css.td}>{actionLabel(e.action, (d) => i18n._(d))}</td>
                  <td className={`${css.td} ${css.mono}`}>{changeText(e)}</td>
                  <td className={css.td}>{e.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function actionLabel(action: string, translate: (d: (typeof AUDIT_ACTION_LABELS)[keyof typeof AUDIT_ACTION_LABELS]) => string): string {
  const known = AUDIT_ACTIONS.find((a) => a === action);
  return known ? translate(AUDIT_ACTION_LABELS[known]) : action;
}
