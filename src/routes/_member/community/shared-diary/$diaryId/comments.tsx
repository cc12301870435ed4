import { createFileRoute } from '@tanstack/react-router';
import { CommentsPage } from '../../../../../domains/community/comments-page.tsx';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { commentsQuery, sharedDiaryQuery } from '../../../../../domains/community/community-queries.ts';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/comments')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.diaryId);
    if (id === undefined) return;
    startQuery(context.queryClient, sharedDiaryQuery(id), { preload });
    startQuery(context.queryClient, commentsQuery(id), { preload });
  },
  component: function CommentsRoute() {
    const { diaryId } = Route.useParams();
    return <CommentsPage key={diaryId} diaryId={Number(diaryId)} />;
  },
});
