import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../../components/admin/admin-list.css.ts';
import { type ListUrl } from '../../components/admin/list-search.ts';
import { ListState } from '../../components/admin/list-state.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { SortHeader } from '../../components/admin/sort-header.tsx';
import { StatusChips } from '../../components/admin/status-chips.tsx';
import { useAdminList } from '../../components/admin/use-admin-list.ts';
import { COMMENT_SEARCH_CATEGORIES, EXPERT_QUEUE_STATUSES, ExpertQueueQuery } from '../../contract/admin-comments.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { AUTHOR_CATEGORY_LABELS, EXPERT_STATUS_LABELS } from './diary-labels.ts';
import { expertQueueQuery } from './diary-queries.ts';
import './catalog.ts';

/** The queue's URL values (the tab left out), unchecked; listQueryOf checks them (decision 0041). */
export type QueueSearch = ListUrl<ExpertQueueQuery>;

/** The expert comment queue: waiting and overdue counts against the service level, chips, and each request's entry (decision 0042). */
export function ExpertQueuePanel({ search }: { search: QueueSearch }) {
  const { t, i18n } = useLingui();
  const { query, list, items, go, sort } = useAdminList(ExpertQueueQuery, search, expertQueueQuery);
  const data = list.data;
  return (
    <>
      {data ? (
        <p role="status" className={css.summary}>
          <strong>{t`Waiting ${data.waiting} · overdue ${data.overdue}`}</strong>
          <span>{t`A request is overdue ${data.slaHours} hours after it was made.`}</span>
        </p>
      ) : null}
      <div className={css.toolbar}>
        <SearchBox
          categories={COMMENT_SEARCH_CATEGORIES.map((value) => ({ value, label: i18n._(AUTHOR_CATEGORY_LABELS[value]) }))}
          category={query.category}
          q={query.q}
          onSearch={(category, q) => go({ category, q })}
        />
        <StatusChips
          statuses={EXPERT_QUEUE_STATUSES.map((value) => ({ value, label: i18n._(EXPERT_STATUS_LABELS[value]) }))}
          value={query.status}
          onChange={(status) => go({ status })}
        />
        {query.expertId !== undefined ? (
          <button type="button" className={css.chip} aria-pressed onClick={() => go({ expertId: undefined })}>
            {t`Expert no. ${query.expertId}`} ✕
          </button>
        ) : null}
      </div>
      <p aria-live="polite">{data ? t`${data.total} requests` : null}</p>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption className={css.visuallyHidden}>{t`Expert comment requests`}</caption>
          <thead>
            <tr>
              <SortHeader column="id" sort={query.sort} dir={query.dir} onSort={sort}>
                <Trans>No.</Trans>
              </SortHeader>
              <th className={css.th} scope="col">
                <Trans>Entry</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Member</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Status</Trans>
              </th>
              <SortHeader column="requestedAt" sort={query.sort} dir={query.dir} onSort={sort}>
                <Trans>Requested</Trans>
              </SortHeader>
              <th className={css.th} scope="col">
                <Trans>Due</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Assigned expert</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Written by</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <ListState columns={8} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
            {items.map((r) => (
              <tr key={r.id} className={css.row}>
                <td className={css.td}>{r.id}</td>
                <td className={css.td}>
                  <Link className={css.rowLink} to="/admin/parent-diary/comment/diary-detail" search={{ diaryId: r.diaryId }}>
                    {r.diaryTitle ?? formatKoreanDate(r.entryDate)}
                  </Link>
                </td>
                <td className={css.td}>
                  <Link className={css.rowLink} to="/admin/member" search={{ memberId: r.member.id }}>
                    {r.member.nickname || r.member.id}
                  </Link>
                </td>
                <td className={css.td}>
                  {r.status === 'OVERDUE' ? <strong>{i18n._(EXPERT_STATUS_LABELS.OVERDUE)}</strong> : i18n._(EXPERT_STATUS_LABELS[r.status])}
                </td>
                <td className={css.td}>{formatKoreanDateTime(r.requestedAt)}</td>
                <td className={css.td}>{formatKoreanDateTime(r.dueAt)}</td>
                <td className={css.td}>
                  {r.assignedExpert ? (
                    <Link className={css.rowLink} to="/admin/parent-diary/comment" search={{ tab: 'expert', expertId: r.assignedExpert.id }}>
                      {r.assignedExpert.nickname}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={css.td}>{r.expert?.nickname ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data ? <Pagination page={query.page} size={query.size} total={data.total} onPage={(page) => go({ page })} /> : null}
    </>
  );
}
