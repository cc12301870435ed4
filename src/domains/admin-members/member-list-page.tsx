import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as css from '../../components/admin/admin-list.css.ts';
import { totalText } from '../../components/admin/list-total.ts';
import { AdminField } from '../../components/admin/admin-field.tsx';
import { BulkBar } from '../../components/admin/bulk-bar.tsx';
import { CsvButton } from '../../components/admin/csv-button.tsx';
import { DateRange } from '../../components/admin/date-range.tsx';
import { type ListUrl } from '../../components/admin/list-search.ts';
import { ListState } from '../../components/admin/list-state.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { SortHeader } from '../../components/admin/sort-header.tsx';
import { StatusChips } from '../../components/admin/status-chips.tsx';
import { useAdminList, useBulkAction } from '../../components/admin/use-admin-list.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { adminMembersApi } from '../../contract/admin-members-api.ts';
import { MEMBER_SEARCH_CATEGORIES, MemberListQuery } from '../../contract/admin-members.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { USER_STATUSES } from '../../contract/roles.ts';
import { call } from '../../lib/api/call.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './member-labels.ts';
import { memberKeys, memberListQuery } from './member-queries.ts';
import { ReasonField } from '../../components/admin/reason-field.tsx';
import './catalog.ts';

/** The URL of /admin/member, unchecked; listQueryOf checks it here (decision 0041). */
export type MemberSearch = ListUrl<MemberListQuery & { memberId: number }>;

/** /admin/member: the member list on the back office's list pattern (SPEC §2; decision 0041). */
export function MemberListPage({ search }: { search: MemberSearch }) {
  const { t, i18n } = useLingui();
  const { memberId: _detail, ...filters } = search;
  const { query, callQuery, list, items, go, sort, selection } = useAdminList(MemberListQuery, filters, memberListQuery);
  const { selected, allOnPage, toggle } = selection;
  const [bulkStatus, setBulkStatus] = useState<'RESTRICTED' | 'ACTIVE'>('RESTRICTED');
  const bulk = useBulkAction(selection, memberKeys.all);

  return (
    <>
      <PageHeader title={t`Member management`} />
      <div className={css.page}>
        <div className={css.toolbar}>
          <SearchBox
            categories={MEMBER_SEARCH_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))}
            category={query.category}
            q={query.q}
            onSearch={(category, q) => go({ category, q })}
          />
          <StatusChips
            statuses={USER_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
            value={query.status}
            onChange={(status) => go({ status })}
          />
          <DateRange label={t`Joined`} from={query.from} to={query.to} onChange={(from, to) => go({ from, to })} />
          <button
            type="button"
            className={css.chip}
            aria-pressed={query.review === 'waiting'}
            onClick={() => go({ review: query.review === 'waiting' ? undefined : 'waiting' })}
          >
            <Trans>Waiting for report review</Trans>
          </button>
        </div>
        <div className={css.summary}>
          <p aria-live="polite">{list.data ? t`${totalText(list.data)} members` : null}</p>
          <BulkBar
            count={selected.size}
            title={bulkStatus === 'RESTRICTED' ? t`Restrict the selected members` : t`Make the selected members active`}
            actionLabel={bulkStatus === 'RESTRICTED' ? t`Restrict` : t`Make active`}
            danger={bulkStatus === 'RESTRICTED'}
            ready={bulk.ready}
            onConfirm={() => bulk.apply((reason) => call(adminMembersApi.bulkMemberStatus, { body: { memberIds: [...selected], status: bulkStatus, reason } }))}
            onClear={selection.clear}
          >
            <AdminField label={<Trans>Change to</Trans>}>
              {(id) => (
                <select
                  id={id}
                  className={css.control}
                  value={bulkStatus}
                  onChange={(e) => setBulkStatus(e.target.value === 'ACTIVE' ? 'ACTIVE' : 'RESTRICTED')}
                >
                  <option value="RESTRICTED">{i18n._(STATUS_LABELS.RESTRICTED)}</option>
                  <option value="ACTIVE">{i18n._(STATUS_LABELS.ACTIVE)}</option>
                </select>
              )}
            </AdminField>
            <ReasonField value={bulk.reason} onChange={bulk.setReason} />
          </BulkBar>
          <CsvButton path={adminMembersApi.adminMembersCsv.path} query={callQuery} fallbackName="members.csv" total={list.data?.total} />
        </div>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t`Members`}</caption>
            <thead>
              <tr>
                <th className={css.th} scope="col">
                  <input type="checkbox" checked={allOnPage} aria-label={t`Select every member on this page`} onChange={selection.toggleAll} />
                </th>
                <SortHeader column="id" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>No.</Trans>
                </SortHeader>
                <SortHeader column="nickname" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Nickname</Trans>
                </SortHeader>
                <th className={css.th} scope="col">
                  <Trans>Name</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Login ID</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Phone</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Status</Trans>
                </th>
                <SortHeader column="warningCount" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Warnings</Trans>
                </SortHeader>
                <SortHeader column="createdAt" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Joined</Trans>
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              <ListState columns={9} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
              {items.map((m) => (
                <tr key={m.id} className={css.row}>
                  <td className={css.td}>
                    <input type="checkbox" checked={selected.has(m.id)} onChange={() => toggle(m.id)} aria-label={t`Select ${m.nickname ?? m.id}`} />
                  </td>
                  <td className={css.td}>{m.id}</td>
                  <td className={css.td}>
                    <Link className={css.rowLink} from="/admin/member" to="/admin/member" search={(prev) => ({ ...prev, memberId: m.id })}>
                      {m.nickname ?? t`(no nickname)`}
                    </Link>
                  </td>
                  <td className={css.td}>{m.name ?? '—'}</td>
                  <td className={css.td}>{m.loginId ?? '—'}</td>
                  <td className={`${css.td} ${css.mono}`}>{m.phone || '—'}</td>
                  <td className={css.td}>{i18n._(STATUS_LABELS[m.status])}</td>
                  <td className={css.td}>{m.warningCount}</td>
                  <td className={css.td}>{formatKoreanDate(m.createdAt)}</td>
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
