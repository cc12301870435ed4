import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/admin/member')({
  component: () => <PendingPage path="/admin/member" />,
});
