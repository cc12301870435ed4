import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../lib/routing/id-params.ts';
import { ExpertReportPage } from '../../../../domains/monthly-reports/expert-report-page.tsx';
import { ReportDetailPage } from '../../../../domains/monthly-reports/report-detail-page.tsx';
import { meQuery } from '../../../../lib/auth/session-queries.ts';

/**
 * SPEC §2 /my-page/monthly-report-detail/{reportId} (decision 0067): the member's report, or for an
 * expert (from the desk on /main) the ordered report with the feedback editor. A malformed id is the 404 page.
 */
export const Route = createFileRoute('/_member/my-page/monthly-report-detail/$reportId')({
  params: idParams('reportId'),
  component: function ReportRoute() {
    const reportId = Route.useParams().reportId;
    const me = useQuery(meQuery());
    if (!me.data) return null;
    return me.data.role === 'ROLE_EXPERT' ? <ExpertReportPage reportId={reportId} /> : <ReportDetailPage reportId={reportId} />;
  },
});
