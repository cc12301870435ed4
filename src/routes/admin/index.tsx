import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../domains/admin-dashboard/dashboard-page.tsx';
import { dashboardUrl } from '../../domains/admin-dashboard/dashboard-url.ts';

/** SPEC §2 /admin: the dashboard; the range in the URL (decision 0044). */
export const Route = createFileRoute('/admin/')({
  validateSearch: dashboardUrl,
  component: function DashboardRoute() {
    return <DashboardPage search={Route.useSearch()} />;
  },
});
