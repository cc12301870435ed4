import { createFileRoute } from '@tanstack/react-router';
import { DiaryCommentsPage } from '../../../../../domains/diary/diary-read-page.tsx';

export const Route = createFileRoute('/_member/diary/read/$diaryId/comments')({
  component: function DiaryCommentsRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryCommentsPage diaryId={Number(diaryId)} />;
  },
});
