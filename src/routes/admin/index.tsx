import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../domains/admin/dashboard-page.tsx';
import { parseDashboardSearch, type DashboardSearch } from '../../domains/admin/dashboard-search.ts';

/** SPEC §2 /admin: the dashboard; the range in the URL (decision 0044). */
export const Route = createFileRoute('/admin/')({
  validateSearch: (search): DashboardSearch => parseDashboardSearch(search),
  component: function DashboardRoute() {
    return <DashboardPage search={Route.useSearch()} />;
  },
});
