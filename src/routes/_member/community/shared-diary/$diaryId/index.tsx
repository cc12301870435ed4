import { createFileRoute } from '@tanstack/react-router';
import { SharedDiaryPage } from '../../../../../domains/community/shared-diary-page.tsx';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/')({
  component: function SharedDiaryRoute() {
    const { diaryId } = Route.useParams();
    return <SharedDiaryPage key={diaryId} diaryId={Number(diaryId)} />;
  },
});
