import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { CommentsPage } from '../../../../../domains/community/comments-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { commentsQuery, sharedDiaryQuery } from '../../../../../domains/community/community-queries.ts';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/comments')({
  params: idParams('diaryId'),
  loader: ({ context, params, preload }) => {
    const id = params.diaryId;
    startQuery(context.queryClient, sharedDiaryQuery(id), { preload });
    startQuery(context.queryClient, commentsQuery(id), { preload });
  },
  component: function CommentsRoute() {
    const { diaryId } = Route.useParams();
    return <CommentsPage key={diaryId} diaryId={diaryId} />;
  },
});
