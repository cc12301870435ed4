import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../domains/admin/dashboard-page.tsx';

export const Route = createFileRoute('/admin/')({
  component: DashboardPage,
});
