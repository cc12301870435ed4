import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/test/chart-test')({
  component: () => <PendingPage path="/test/chart-test" />,
});
