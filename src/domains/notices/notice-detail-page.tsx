import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { CATEGORY_LABELS } from './notice-labels.ts';
import { noticeKeys, noticeQuery } from './notice-queries.ts';
import * as css from './notices.css.ts';
import './catalog.ts';

/** /my-page/notice/detail?noticeId=…: one notice; opening it marks it read (decision 0065). */
export function NoticeDetailPage({ noticeId }: { noticeId: number | undefined }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const notice = useQuery({ ...noticeQuery(noticeId ?? 0), enabled: noticeId !== undefined });
  const opened = notice.data?.id;
  // Read now: the list's marks and My page's dot follow.
  useEffect(() => {
    if (opened === undefined) return;
    void queryClient.invalidateQueries({ queryKey: noticeKeys.unread });
    void queryClient.invalidateQueries({ queryKey: ['notices', 'list'] });
  }, [opened, queryClient]);
  return (
    <>
      <PageHeader title={t`Notices`} back="/my-page/notice" />
      <div className={page.body}>
        {noticeId === undefined || notice.isError ? (
          <div className={css.empty}>
            <FormAlert message={noticeId === undefined ? t`This notice could not be found.` : errorText(notice.error)} />
            <Link to="/my-page/notice">{t`See all notices`}</Link>
            {noticeId !== undefined ? (
              <Button tone="secondary" size="sm" onClick={() => void notice.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
        {notice.isPending && noticeId !== undefined ? <Spinner /> : null}
        {notice.data ? (
          <article className={`${page.card} ${css.article}`} aria-labelledby="notice-title">
            <p className={css.meta}>
              {notice.data.pinned ? <span className={css.pinned}>{t`Pinned`}</span> : null}
              <span>{i18n._(CATEGORY_LABELS[notice.data.category])}</span>
              <span>{formatKoreanDateTime(notice.data.publishedAt)}</span>
            </p>
            <h2 id="notice-title" className={css.heading}>
              {notice.data.title}
            </h2>
            <RichTextView content={notice.data.content} fallback={notice.data.contentText} />
          </article>
        ) : null}
      </div>
    </>
  );
}
