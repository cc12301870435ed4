import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { Diary } from '../../contract/diary.ts';
import type { ExpertChild } from '../../contract/expert-comments.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { expertDiaryQuery } from './expert-comment-queries.ts';
import { ExpertCommentEditor } from './expert-comment-editor.tsx';
import * as css from './expert-comment.css.ts';
import './catalog.ts';

/** SPEC §4 age levels by months (7, 13, 25). */
function useChildLine(): (child: ExpertChild) => string {
  const { t } = useLingui();
  const levels = [t`Under 7 months`, t`7-12 months`, t`13-24 months`, t`25 months and up`];
  return (child) => {
    const { nickname, ageMonths } = child;
    const level = levels[child.ageLevel] ?? '';
    return t`${nickname} · ${ageMonths} months that day (${level})`;
  };
}

/** The diary's own rendering of an entry, handed in by the route (domains never import each other). */
export type RenderEntry = (diary: Diary, before: ReactNode) => ReactNode;

/**
 * /diary/read/{diaryId} for an expert (decision 0027): the requested entry, read only, with the child's
 * age that day, and the comment editor. An entry without a request stays private.
 */
export function ExpertDiaryPage({ diaryId, entry }: { diaryId: number; entry: RenderEntry }) {
  const { t } = useLingui();
  const data = useQuery(expertDiaryQuery(diaryId));
  const errorText = useErrorText();
  const childLine = useChildLine();
  useEffect(() => {
    document.title = `${t`Expert comment`} | ${t`Dodam`}`;
  }, [t]);
  const request = data.data?.expertComment;
  const requestedAt = request?.requestedAt ? formatKoreanDateTime(request.requestedAt) : '';
  return (
    <>
      <PageHeader title={t`Expert comment`} back="/main" />
      <div className={page.body}>
        <div className={css.layout}>
          {data.isPending ? <Spinner /> : null}
          <FormAlert message={errorText(data.error)} />
          {data.error ? (
            <Link to="/main" className={css.link}>
              {t`Back to the requests`}
            </Link>
          ) : null}
          {data.data && request ? (
            <>
              <p className={css.requestInfo}>
                <span className={css.expertBadge}>{request.via === 'COUPON' ? t`Coupon` : t`Paid`}</span>
                <span>{t`Requested ${requestedAt}`}</span>
              </p>
              <article className={css.layout} aria-labelledby="diary-title">
                {entry(data.data.diary, <span className={css.badge}>{childLine(data.data.child)}</span>)}
              </article>
              <ExpertCommentEditor diaryId={diaryId} status={request} />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
