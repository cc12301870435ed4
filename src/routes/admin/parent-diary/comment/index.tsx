import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/admin/parent-diary/comment/')({
  component: () => <PendingPage path="/admin/parent-diary/comment" />,
});
