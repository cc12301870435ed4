import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/')({
  component: () => <PendingPage path="/community/shared-diary/$diaryId" />,
});
