import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { totalText } from '../../components/admin/list-total.ts';
import * as css from '../../components/admin/admin-list.css.ts';
import { BulkBar } from '../../components/admin/bulk-bar.tsx';
import { CsvButton } from '../../components/admin/csv-button.tsx';
import { DateRange } from '../../components/admin/date-range.tsx';
import { type ListUrl } from '../../components/admin/list-search.ts';
import { ListState } from '../../components/admin/list-state.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { ReasonField } from '../../components/admin/reason-field.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { SortHeader } from '../../components/admin/sort-header.tsx';
import { StatusChips } from '../../components/admin/status-chips.tsx';
import { useAdminList, useBulkAction } from '../../components/admin/use-admin-list.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { adminDiariesApi } from '../../contract/admin-diaries-api.ts';
import { DIARY_SEARCH_CATEGORIES, DIARY_VISIBILITIES, DiaryListQuery } from '../../contract/admin-diaries.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { AUTHOR_CATEGORY_LABELS, EXPERT_STATUS_LABELS, VISIBILITY_LABELS } from './diary-labels.ts';
import { diaryKeys, diaryListQuery } from './diary-queries.ts';
import { YesNoSelect } from './yes-no-select.tsx';
import './catalog.ts';

/** The URL of the diary list, unchecked; listQueryOf checks it here (decision 0041). */
export type DiarySearch = ListUrl<DiaryListQuery>;

/** /admin/parent-diary/diary: every member's entries on the back office's list pattern (SPEC §2; decisions 0041, 0042). */
export function DiaryListPage({ search }: { search: DiarySearch }) {
  const { t, i18n } = useLingui();
  // Only shared entries that are shown can be hidden (an unshared entry is never on /community).
  const { query, callQuery, list, items, go, sort, selection } = useAdminList(DiaryListQuery, search, diaryListQuery, (d) => d.shared && !d.hidden);
  const { selected, allOnPage, toggle, pickable: hideable } = selection;
  const bulk = useBulkAction(selection, diaryKeys.all);

  return (
    <>
      <PageHeader title={t`Diary management`} />
      <div className={css.page}>
        <div className={css.toolbar}>
          <SearchBox
            categories={DIARY_SEARCH_CATEGORIES.map((value) => ({ value, label: i18n._(AUTHOR_CATEGORY_LABELS[value]) }))}
            category={query.category}
            q={query.q}
            onSearch={(category, q) => go({ category, q })}
          />
          <StatusChips
            statuses={DIARY_VISIBILITIES.map((value) => ({ value, label: i18n._(VISIBILITY_LABELS[value]) }))}
            value={query.status}
            onChange={(status) => go({ status })}
          />
          <YesNoSelect label={<Trans>Sharing</Trans>} value={query.shared} yes={t`Shared`} no={t`Not shared`} onChange={(shared) => go({ shared })} />
          <YesNoSelect
            label={<Trans>Report state</Trans>}
            value={query.reported}
            yes={t`Open reports`}
            no={t`No open report`}
            onChange={(reported) => go({ reported })}
          />
          <DateRange label={t`Entry days`} from={query.from} to={query.to} onChange={(from, to) => go({ from, to })} />
          {query.memberId !== undefined || query.childId !== undefined ? (
            <button type="button" className={css.chip} aria-pressed onClick={() => go({ memberId: undefined, childId: undefined })}>
              {query.childId !== undefined ? t`Child no. ${query.childId}` : t`Member no. ${query.memberId ?? ''}`} ✕
            </button>
          ) : null}
        </div>
        <div className={css.summary}>
          <p aria-live="polite">{list.data ? t`${totalText(list.data)} entries` : null}</p>
          <BulkBar
            count={selected.size}
            title={t`Hide the selected entries from the community`}
            actionLabel={t`Hide`}
            danger
            ready={bulk.ready}
            onConfirm={() => bulk.apply((reason) => call(adminDiariesApi.hideDiaries, { body: { diaryIds: [...selected], reason } }))}
            onClear={selection.clear}
          >
            <ReasonField value={bulk.reason} onChange={bulk.setReason} />
          </BulkBar>
          <CsvButton path={adminDiariesApi.adminDiariesCsv.path} query={callQuery} fallbackName="diaries.csv" total={list.data?.total} />
        </div>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t`Diary entry list`}</caption>
            <thead>
              <tr>
                <th className={css.th} scope="col">
                  <input
                    type="checkbox"
                    checked={allOnPage}
                    disabled={hideable.length === 0}
                    aria-label={t`Select every shown shared entry on this page`}
                    onChange={selection.toggleAll}
                  />
                </th>
                <SortHeader column="id" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>No.</Trans>
                </SortHeader>
                <SortHeader column="entryDate" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Entry day</Trans>
                </SortHeader>
                <th className={css.th} scope="col">
                  <Trans>Title</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Author</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Child</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Community</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Reports</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Comments</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Expert comment</Trans>
                </th>
                <SortHeader column="createdAt" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Written at</Trans>
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              <ListState columns={11} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
              {items.map((d) => (
                <tr key={d.id} className={css.row}>
                  <td className={css.td}>
                    <input
                      type="checkbox"
                      checked={selected.has(d.id)}
                      disabled={!d.shared || d.hidden}
                      onChange={() => toggle(d.id)}
                      aria-label={t`Select entry ${d.id}`}
                    />
                  </td>
                  <td className={css.td}>{d.id}</td>
                  <td className={css.td}>{formatKoreanDate(d.entryDate)}</td>
                  <td className={css.td}>
                    <Link className={css.rowLink} to="/admin/parent-diary/diary/diary-detail" search={{ diaryId: d.id }}>
                      {d.title ?? (d.excerpt || t`(untitled)`)}
                    </Link>
                  </td>
                  <td className={css.td}>
                    <Link className={css.rowLink} to="/admin/member" search={{ memberId: d.member.id }}>
                      {d.member.nickname || d.member.id}
                    </Link>
                  </td>
                  <td className={css.td}>
                    <Link className={css.rowLink} to="/admin/parent-diary/diary" search={{ childId: d.child.id }}>
                      {d.child.nickname}
                    </Link>
                  </td>
                  <td className={css.td}>{d.hidden ? <strong>{t`Hidden`}</strong> : d.shared ? t`Shared` : t`Private`}</td>
                  <td className={css.td}>{d.openReports}</td>
                  <td className={css.td}>{d.commentCount}</td>
                  <td className={css.td}>{i18n._(EXPERT_STATUS_LABELS[d.expertStatus])}</td>
                  <td className={css.td}>{formatKoreanDate(d.createdAt)}</td>
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
