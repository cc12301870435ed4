import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/admin/notice/write')({
  component: () => <PendingPage path="/admin/notice/write" />,
});
