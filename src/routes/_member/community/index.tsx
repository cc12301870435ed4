import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/community/')({
  component: () => <PendingPage path="/community" />,
});
