import { createFileRoute, redirect } from '@tanstack/react-router';
import { rowIdOf } from '../../../../contract/primitives.ts';
import { ReportDetailPage } from '../../../../domains/monthly-reports/report-detail-page.tsx';

/** SPEC §2 /my-page/monthly-report-detail/{reportId} (decision 0067); a malformed id is the 404 page. */
export const Route = createFileRoute('/_member/my-page/monthly-report-detail/$reportId')({
  beforeLoad: ({ params }) => {
    if (rowIdOf(params.reportId) === undefined) throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
  component: function ReportRoute() {
    return <ReportDetailPage reportId={rowIdOf(Route.useParams().reportId) ?? 0} />;
  },
});
