import { createFileRoute } from '@tanstack/react-router';
import { PdfCreatePage } from '../../../domains/admin-reports/pdf-create-page.tsx';
import { reportIdSearch } from '../../../domains/admin-reports/report-search.ts';

/** SPEC §2 /admin/report/pdf-create: a report's PDF, or a month's as one ZIP (decision 0068). */
export const Route = createFileRoute('/admin/report/pdf-create')({
  validateSearch: reportIdSearch,
  component: function PdfCreateRoute() {
    return <PdfCreatePage reportId={Route.useSearch().reportId} />;
  },
});
