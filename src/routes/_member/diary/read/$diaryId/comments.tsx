import { createFileRoute } from '@tanstack/react-router';
import { DiaryCommentsPage } from '../../../../../domains/diary/diary-read-page.tsx';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { diaryExpertCommentQuery } from '../../../../../lib/query/expert-comment-queries.ts';

export const Route = createFileRoute('/_member/diary/read/$diaryId/comments')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.diaryId);
    if (id !== undefined) startQuery(context.queryClient, diaryExpertCommentQuery(id), { preload });
  },
  component: function DiaryCommentsRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryCommentsPage diaryId={Number(diaryId)} />;
  },
});
