import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../../domains/admin-kit/list-search.ts';
import { openList } from '../../../domains/admin-kit/open-list.ts';
import { AdminReportListQuery } from '../../../contract/admin-reports.ts';
import { reportList } from '../../../domains/admin-reports/report-list.tsx';

/** SPEC §2 /admin/report: every made report by month, member, child and state (decision 0068). */
export const Route = createFileRoute('/admin/report/')({
  validateSearch: listSearch(AdminReportListQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => openList(reportList, context.queryClient, deps, preload),
  component: function ReportRoute() {
    return <AdminListPage list={reportList} view={Route.useLoaderData()} />;
  },
});
