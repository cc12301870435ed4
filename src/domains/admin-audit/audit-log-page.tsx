import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import * as css from '../../components/admin/admin-list.css.ts';
import { totalText } from '../../components/admin/list-total.ts';
import { actionLabel, AuditRecord, ChangeCell } from '../../components/admin/audit-trail.tsx';
import { CsvButton } from '../../components/admin/csv-button.tsx';
import { DateRange } from '../../components/admin/date-range.tsx';
import { type ListUrl } from '../../components/admin/list-search.ts';
import { ListState } from '../../components/admin/list-state.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { useAdminList } from '../../components/admin/use-admin-list.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { auditApi } from '../../contract/audit-api.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_KINDS, AuditListQuery, type AuditListSearch } from '../../contract/audit.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from '../../components/admin/audit-labels.ts';
import './catalog.ts';

/** The URL's filters, unchecked by the route; listQueryOf checks them here (decision 0041). */
export type AuditUrl = ListUrl<AuditListSearch>;
type Search = AuditUrl;

const auditLogQuery = (callQuery: AuditListSearch) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', callQuery],
    queryFn: () => call(auditApi.auditLog, { query: callQuery }),
    placeholderData: keepPreviousData,
  });

/** /admin/audit-log: every admin change, read-only, filters in the URL (decision 0041). */
export function AuditLogPage({ search }: { search: Search }) {
  const { t, i18n } = useLingui();
  const { query, callQuery, list, items, go } = useAdminList(AuditListQuery, search, auditLogQuery);
  const [resourceId, setResourceId] = useState(String(search.resourceId ?? ''));
  return (
    <>
      <PageHeader title={t`Audit log`} />
      <div className={css.page}>
        <div className={css.toolbar}>
          <label className={css.field}>
            <span className={css.label}>
              <Trans>Action</Trans>
            </span>
            <select className={css.control} value={query.action ?? ''} onChange={(e) => go({ action: AUDIT_ACTIONS.find((a) => a === e.target.value) })}>
              <option value="">{t`All actions`}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {i18n._(AUDIT_ACTION_LABELS[a])}
                </option>
              ))}
            </select>
          </label>
          <label className={css.field}>
            <span className={css.label}>
              <Trans>Record kind</Trans>
            </span>
            <select
              className={css.control}
              value={query.resourceKind ?? ''}
              onChange={(e) => go({ resourceKind: AUDIT_RESOURCE_KINDS.find((k) => k === e.target.value) })}
            >
              <option value="">{t`All records`}</option>
              {AUDIT_RESOURCE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {i18n._(AUDIT_RESOURCE_LABELS[k])}
                </option>
              ))}
            </select>
          </label>
          <form
            className={css.actions}
            onSubmit={(e) => {
              e.preventDefault();
              const id = /^[1-9]\d{0,8}$/.test(resourceId) ? Number(resourceId) : undefined;
              go({ resourceId: id });
            }}
          >
            <div className={css.field}>
              <label htmlFor="audit-resource-id" className={css.label}>
                <Trans>Record number</Trans>
              </label>
              <input
                id="audit-resource-id"
                className={css.narrowInput}
                inputMode="numeric"
                value={resourceId}
                onChange={(e) => setResourceId(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          </form>
          <DateRange label={t`Changed`} from={query.from} to={query.to} onChange={(from, to) => go({ from, to })} />
        </div>
        <div className={css.summary}>
          <p aria-live="polite">{list.data ? t`${totalText(list.data)} changes` : null}</p>
          <CsvButton path={auditApi.auditLogCsv.path} query={callQuery} fallbackName="audit-log.csv" total={list.data?.total} />
        </div>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t`Audit log`}</caption>
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
                  <Trans>Changed record</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Change</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Reason given</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Address</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <ListState columns={7} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
              {items.map((e) => (
                <tr key={e.id} className={css.row}>
                  <td className={css.td}>{formatKoreanDateTime(e.createdAt)}</td>
                  <td className={css.td}>{e.adminName}</td>
                  <td className={css.td}>{actionLabel(e.action, (d) => i18n._(d))}</td>
                  <td className={css.td}>
                    <AuditRecord entry={e} />
                  </td>
                  <ChangeCell entry={e} />
                  <td className={css.td}>{e.reason ?? '—'}</td>
                  <td className={`${css.td} ${css.mono}`}>{e.clientAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {list.data ? (
          <Pagination page={query.page} size={query.size} total={list.data.total} totalCapped={list.data.totalCapped} onPage={(page) => go({ page })} />
        ) : null}
      </div>
    </>
  );
}
