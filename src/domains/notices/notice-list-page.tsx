import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { NOTICE_CATEGORIES, type NoticeCategory, type NoticeSummary } from '../../contract/notices.ts';
import { CATEGORY_LABELS } from './notice-labels.ts';
import { noticePagesQuery } from './notice-queries.ts';
import * as css from './notices.css.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** /my-page/notice: pinned first then newest, N for a week, unread marked for this member (decision 0065). */
export function NoticeListPage() {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<NoticeCategory | undefined>(undefined);
  const pages = useInfiniteQuery(noticePagesQuery(category));
  const notices = pages.data?.pages.flatMap((p) => p.notices) ?? [];
  const filters: { value: NoticeCategory | undefined; label: string }[] = [
    { value: undefined, label: t`All` },
    ...NOTICE_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) })),
  ];
  return (
    <>
      <PageHeader title={t`Notices`} back="/my-page" />
      <PullToRefresh onRefresh={() => pages.refetch()}>
        <div className={page.body}>
          <div className={css.chips} role="group" aria-label={t`Category`}>
            {filters.map((f) => (
              <button key={f.label} type="button" className={css.filter} aria-pressed={category === f.value} onClick={() => setCategory(f.value)}>
                {f.label}
              </button>
            ))}
          </div>
          {pages.isPending ? <Spinner /> : null}
          {pages.isError && !pages.data ? (
            <div className={css.empty}>
              <ListError error={pages.error} busy={pages.isFetching} onRetry={() => pages.refetch()} />
            </div>
          ) : null}
          {pages.data && notices.length === 0 ? (
            <p className={css.empty}>
              <Icon name="sprout" size={36} />
              <Trans>No notices yet.</Trans>
            </p>
          ) : null}
          {notices.length > 0 ? (
            <ul className={page.list} aria-label={t`Notices`}>
              {notices.map((notice) => (
                <li key={notice.id}>
                  <NoticeItem notice={notice} />
                </li>
              ))}
            </ul>
          ) : null}
          {pages.hasNextPage ? (
            <Button tone="secondary" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              <Trans>Show more</Trans>
            </Button>
          ) : null}
        </div>
      </PullToRefresh>
    </>
  );
}

function NoticeItem({ notice }: { notice: NoticeSummary }) {
  const { t, i18n } = useLingui();
  return (
    <Link to="/my-page/notice/detail" search={{ noticeId: notice.id }} className={css.item}>
      <span className={css.meta}>
        {notice.pinned ? <span className={css.pinned}>{t`Pinned`}</span> : null}
        <span>{i18n._(CATEGORY_LABELS[notice.category])}</span>
        <span>{formatKoreanDate(notice.publishedAt)}</span>
      </span>
      <span className={[css.title, notice.read ? css.readTitle : ''].join(' ')}>
        {notice.read ? null : <span className={css.dot} aria-hidden="true" />}
        {notice.title}
        {notice.isNew ? (
          <span className={css.badge}>
            <span aria-hidden="true">N</span>
            <span className="visually-hidden">{t`New`}</span>
          </span>
        ) : null}
        {notice.read ? null : <span className="visually-hidden">{t`Unread`}</span>}
      </span>
    </Link>
  );
}
