import { createFileRoute } from '@tanstack/react-router';
import { ReportDetailPage } from '../../../domains/admin-reports/report-detail-page.tsx';
import { reportIdSearch } from '../../../domains/admin-reports/report-search.ts';
import { FeedbackView } from '../../../domains/monthly-reports/feedback-view.tsx';
import { ReportSheet } from '../../../domains/monthly-reports/report-sheet.tsx';

/** SPEC §2 /admin/report/report-detail?reportId=…: one report as its member reads it, with its analysis (decision 0068). */
export const Route = createFileRoute('/admin/report/report-detail')({
  validateSearch: reportIdSearch,
  component: function ReportDetailRoute() {
    return (
      <ReportDetailPage
        reportId={Route.useSearch().reportId}
        sheet={(report) => (
          <ReportSheet nickname={report.child.nickname} content={report.content}>
            {report.feedback ? <FeedbackView feedback={report.feedback} /> : null}
          </ReportSheet>
        )}
      />
    );
  },
});
