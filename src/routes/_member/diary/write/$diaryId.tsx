import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/diary/write/$diaryId')({
  component: () => <PendingPage path="/diary/write/$diaryId" />,
});
