import { createFileRoute } from '@tanstack/react-router';
import { DiaryReadPage } from '../../../../../domains/diary/diary-read-page.tsx';

export const Route = createFileRoute('/_member/diary/read/$diaryId/')({
  component: function DiaryReadRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryReadPage diaryId={Number(diaryId)} />;
  },
});
