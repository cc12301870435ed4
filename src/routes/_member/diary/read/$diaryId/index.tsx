import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/diary/read/$diaryId/')({
  component: () => <PendingPage path="/diary/read/$diaryId" />,
});
