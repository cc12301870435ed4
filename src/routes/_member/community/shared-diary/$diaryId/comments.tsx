import { createFileRoute } from '@tanstack/react-router';
import { CommentsPage } from '../../../../../domains/community/comments-page.tsx';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/comments')({
  component: function CommentsRoute() {
    const { diaryId } = Route.useParams();
    return <CommentsPage key={diaryId} diaryId={Number(diaryId)} />;
  },
});
