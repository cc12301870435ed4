import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { auditApi, type AuditEntry } from '../../contract/audit-api.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_KINDS, type AuditResourceKind } from '../../contract/audit.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import * as css from './admin-list.css.ts';
import { AUDIT_PERSON_FIELDS, changeText, mergeTrails, type ChangeWords } from '../../contract/audit-change.ts';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS, AUDIT_RESOURCE_LABELS, AUDIT_YES_NO, auditValueLabel } from './audit-labels.ts';
import { useAuditKinds } from './audit-kind.ts';
import './catalog.ts';

export const auditTrailKey = (kind: AuditResourceKind, id: number) => ['admin', 'audit', kind, id] as const;

/**
 * changeText with the kit's Korean field names and yes/no, the coded values of the entry's record kind
 * (audit-kind.ts, decision 0093) and the people of the entry by name (decision 0082).
 */
export function useChangeText(): (entry: Pick<AuditEntry, 'resourceKind' | 'before' | 'after' | 'people'>) => string {
  const { i18n } = useLingui();
  const kinds = useAuditKinds();
  const words = (entry: Pick<AuditEntry, 'resourceKind' | 'people'>): ChangeWords => {
    const kind = AUDIT_RESOURCE_KINDS.find((k) => k === entry.resourceKind);
    const values = kind ? kinds?.[kind].values : undefined;
    return {
      field: (key) => {
        const label = AUDIT_FIELD_LABELS[key];
        return label ? i18n._(label) : undefined;
      },
      yes: i18n._(AUDIT_YES_NO.yes),
      no: i18n._(AUDIT_YES_NO.no),
      value: (key, value) => {
        if (AUDIT_PERSON_FIELDS.includes(key)) return entry.people[value];
        const coded = values?.[key]?.[value];
        return coded ? i18n._(coded) : auditValueLabel(key, value);
      },
    };
  };
  return (entry) => changeText(entry, words(entry));
}

/** The change: a line per field, read as plain text (no table or list to step through); the caller's cell holds it. */
export function ChangeCell({ entry }: { entry: Pick<AuditEntry, 'resourceKind' | 'before' | 'after' | 'people'> }) {
  const text = useChangeText()(entry);
  return <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;
}

/**
 * The changed record, named in Korean and linked to the page its kind declares (audit-kind.ts): a
 * member to /admin/member, an order or an order item to the order, an entry to the diary detail. A
 * comment or a coupon has no page of its own.
 */
export function AuditRecord({ entry }: { entry: Pick<AuditEntry, 'resourceKind' | 'resourceId' | 'resourceName' | 'orderId'> }) {
  const { i18n } = useLingui();
  const kinds = useAuditKinds();
  const kind = AUDIT_RESOURCE_KINDS.find((k) => k === entry.resourceKind);
  const kindLabel = kind ? i18n._(AUDIT_RESOURCE_LABELS[kind]) : entry.resourceKind;
  // By name where the record has one (decision 0082), its number beside it for the ones that share a name.
  const name = entry.resourceName ? `${kindLabel} ${entry.resourceName} (${entry.resourceId})` : `${kindLabel} ${entry.resourceId}`;
  const link = kind ? kinds?.[kind].open?.(entry) : undefined;
  return link ? (
    <Link className={css.rowLink} {...link}>
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

const trailQuery = (kind: AuditResourceKind, id: number) => ({
  queryKey: auditTrailKey(kind, id),
  queryFn: () => call(auditApi.auditLog, { query: { resourceKind: kind, resourceId: String(id), size: '50' } }),
});

/**
 * The audit rows of one record, newest first (each record's detail view shows them, decision 0041),
 * and those of the record it stands on (`also`): a consultation's history holds its payment's
 * cancel and refunds too (decision 0084).
 */
export function AuditTrail({ kind, id, also }: { kind: AuditResourceKind; id: number; also?: { kind: AuditResourceKind; id: number } }) {
  const { t, i18n } = useLingui();
  const query = useQuery(trailQuery(kind, id));
  // The rows with their links and value words, not a moment before them.
  const kinds = useAuditKinds();
  const extra = useQuery({ ...trailQuery(also?.kind ?? kind, also?.id ?? id), enabled: also !== undefined });
  const entries = mergeTrails(query.data?.items ?? [], also ? (extra.data?.items ?? []) : []);
  return (
    <section aria-label={t`Audit log of this record`}>
      <h3>
        <Trans>Change history</Trans>
      </h3>
      {query.isPending || (also !== undefined && extra.isPending) || kinds === undefined ? (
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
                  <td className={css.td}>
                    <ChangeCell entry={e} />
                  </td>
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
