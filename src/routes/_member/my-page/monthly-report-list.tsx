import { createFileRoute } from '@tanstack/react-router';
import { ReportListPage } from '../../../domains/monthly-reports/report-list-page.tsx';

/** SPEC §2 /my-page/monthly-report-list (decision 0067). */
export const Route = createFileRoute('/_member/my-page/monthly-report-list')({
  component: ReportListPage,
});
