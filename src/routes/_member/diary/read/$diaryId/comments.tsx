import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { CommentThread } from '../../../../../domains/community/comment-thread.tsx';
import { DiaryCommentsPage } from '../../../../../domains/diary/diary-read-page.tsx';
import { EntryBody } from '../../../../../domains/diary/entry-body.tsx';
import { diaryExpertCommentQuery } from '../../../../../domains/expert-comments/expert-comment-queries.ts';
import { ExpertCommentSection } from '../../../../../domains/expert-comments/expert-comment-view.tsx';
import { ExpertDiaryPage } from '../../../../../domains/expert-comments/expert-diary-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';

/**
 * SPEC §2 /diary/read/{diaryId}/comments: the diary's comments page, with the expert's comment (and
 * for an expert, the expert's page of the entry) handed in from the expert-comments domain (decision
 * 0052), and other parents' comments with the author's reply box from the community's (decision 0073).
 */
export const Route = createFileRoute('/_member/diary/read/$diaryId/comments')({
  params: idParams('diaryId'),
  loader: ({ context, params, preload }) => {
    const id = params.diaryId;
    startQuery(context.queryClient, diaryExpertCommentQuery(id), { preload });
  },
  component: function DiaryCommentsRoute() {
    const diaryId = Route.useParams().diaryId;
    return (
      <DiaryCommentsPage
        diaryId={diaryId}
        expert={{
          expertPage: <ExpertDiaryPage diaryId={diaryId} entry={(diary, before) => <EntryBody diary={diary} before={before} />} />,
          comment: <ExpertCommentSection diaryId={diaryId} />,
        }}
        members={({ onChanged, shared }) => <CommentThread diaryId={diaryId} onChanged={onChanged} shared={shared} />}
      />
    );
  },
});
