import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { sharedDiaryQuery } from './community-queries.ts';
import { CommentThread } from './comment-thread.tsx';
import './catalog.ts';

/** /community/shared-diary/{diaryId}/comments: the entry's title and its comments (comment-thread.tsx). */
export function CommentsPage({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const diary = useQuery(sharedDiaryQuery(diaryId));
  const title = diary.data?.title;
  return (
    <>
      <PageHeader title={t`Comments`} back={`/community/shared-diary/${diaryId}`} />
      <div className={page.body}>
        {title ? <p className={page.muted}>{title}</p> : null}
        <CommentThread diaryId={diaryId} />
      </div>
    </>
  );
}
