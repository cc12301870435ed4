import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/test/css-test')({
  component: () => <PendingPage path="/test/css-test" />,
});
