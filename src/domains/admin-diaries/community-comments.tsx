import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { totalText } from '../../components/admin/list-total.ts';
import * as css from '../../components/admin/admin-list.css.ts';
import { BulkBar } from '../../components/admin/bulk-bar.tsx';
import { DateRange } from '../../components/admin/date-range.tsx';
import { type ListUrl } from '../../components/admin/list-search.ts';
import { ListState } from '../../components/admin/list-state.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { ReasonField } from '../../components/admin/reason-field.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { SortHeader } from '../../components/admin/sort-header.tsx';
import { StatusChips } from '../../components/admin/status-chips.tsx';
import { useAdminList, useBulkAction } from '../../components/admin/use-admin-list.ts';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { COMMENT_SEARCH_CATEGORIES, COMMENT_STATUSES, CommentListQuery } from '../../contract/admin-comments.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { AUTHOR_CATEGORY_LABELS, COMMENT_STATUS_LABELS } from './diary-labels.ts';
import { commentListQuery, diaryKeys } from './diary-queries.ts';
import './catalog.ts';

/** The comment list's URL values (the tab left out), unchecked; listQueryOf checks them (decision 0041). */
export type CommentSearch = ListUrl<CommentListQuery>;

/** The members' community comments: search, chips, Korea days, bulk hide with a reason (decision 0042). */
export function CommunityComments({ search }: { search: CommentSearch }) {
  const { t, i18n } = useLingui();
  const { query, list, items, go: change, sort, selection } = useAdminList(CommentListQuery, search, commentListQuery, (c) => !c.hidden && !c.deleted);
  const { selected, allOnPage, toggle, pickable: hideable } = selection;
  const bulk = useBulkAction(selection, diaryKeys.all);

  return (
    <>
      <div className={css.toolbar}>
        <SearchBox
          categories={COMMENT_SEARCH_CATEGORIES.map((value) => ({ value, label: i18n._(AUTHOR_CATEGORY_LABELS[value]) }))}
          category={query.category}
          q={query.q}
          onSearch={(category, q) => change({ category, q })}
        />
        <StatusChips
          statuses={COMMENT_STATUSES.map((value) => ({ value, label: i18n._(COMMENT_STATUS_LABELS[value]) }))}
          value={query.status}
          onChange={(status) => change({ status })}
        />
        <DateRange label={t`Written on`} from={query.from} to={query.to} onChange={(from, to) => change({ from, to })} />
        {query.diaryId !== undefined ? (
          <button type="button" className={css.chip} aria-pressed onClick={() => change({ diaryId: undefined })}>
            {t`Entry no. ${query.diaryId}`} ✕
          </button>
        ) : null}
      </div>
      <div className={css.summary}>
        <p aria-live="polite">{list.data ? t`${totalText(list.data)} comments` : null}</p>
        <BulkBar
          count={selected.size}
          title={t`Hide the selected comments`}
          actionLabel={t`Hide`}
          danger
          ready={bulk.ready}
          onConfirm={() => bulk.apply((reason) => call(adminCommentsApi.hideComments, { body: { commentIds: [...selected], reason } }))}
          onClear={selection.clear}
        >
          <ReasonField value={bulk.reason} onChange={bulk.setReason} />
        </BulkBar>
      </div>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption className={css.visuallyHidden}>{t`Community comments`}</caption>
          <thead>
            <tr>
              <th className={css.th} scope="col">
                <input
                  type="checkbox"
                  checked={allOnPage}
                  disabled={hideable.length === 0}
                  aria-label={t`Select every shown comment on this page`}
                  onChange={selection.toggleAll}
                />
              </th>
              <SortHeader column="id" sort={query.sort} dir={query.dir} onSort={sort}>
                <Trans>No.</Trans>
              </SortHeader>
              <th className={css.th} scope="col">
                <Trans>Comment text</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Author</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Entry</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Status</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Reports</Trans>
              </th>
              <SortHeader column="createdAt" sort={query.sort} dir={query.dir} onSort={sort}>
                <Trans>Written at</Trans>
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            <ListState columns={8} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
            {items.map((c) => (
              <tr key={c.id} className={css.row}>
                <td className={css.td}>
                  <input
                    type="checkbox"
                    checked={selected.has(c.id)}
                    disabled={c.hidden || c.deleted}
                    onChange={() => toggle(c.id)}
                    aria-label={t`Select comment ${c.id}`}
                  />
                </td>
                <td className={css.td}>{c.id}</td>
                <td className={css.td} style={{ maxWidth: 360 }}>
                  {c.content}
                </td>
                <td className={css.td}>
                  <Link className={css.rowLink} to="/admin/member" search={{ memberId: c.author.id }}>
                    {c.author.nickname || c.author.id}
                  </Link>
                </td>
                <td className={css.td}>
                  <Link className={css.rowLink} to="/admin/parent-diary/comment/diary-detail" search={{ diaryId: c.diaryId }}>
                    {c.diaryTitle ?? t`Entry no. ${c.diaryId}`}
                  </Link>
                </td>
                <td className={css.td}>
                  {c.deleted ? i18n._(COMMENT_STATUS_LABELS.DELETED) : c.hidden ? i18n._(COMMENT_STATUS_LABELS.HIDDEN) : i18n._(COMMENT_STATUS_LABELS.VISIBLE)}
                </td>
                <td className={css.td}>{c.openReports}</td>
                <td className={css.td}>{formatKoreanDateTime(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data ? (
        <Pagination page={query.page} size={query.size} total={list.data.total} totalCapped={list.data.totalCapped} onPage={(page) => change({ page })} />
      ) : null}
    </>
  );
}
