import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/admin/report/')({
  component: () => <PendingPage path="/admin/report" />,
});
