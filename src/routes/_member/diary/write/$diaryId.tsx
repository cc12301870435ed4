import { createFileRoute } from '@tanstack/react-router';
import { DiaryEditPage } from '../../../../domains/diary/diary-edit-page.tsx';

export const Route = createFileRoute('/_member/diary/write/$diaryId')({
  component: function DiaryEditRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryEditPage diaryId={Number(diaryId)} />;
  },
});
