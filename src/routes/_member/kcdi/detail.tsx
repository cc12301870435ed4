import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../../domains/examinations/detail-page.tsx';
import { examinationIdSearch } from '../../../domains/examinations/examination-search.ts';

/** SPEC §2 /kcdi/detail?examinationId=…: one test's progress (decision 0070). */
export const Route = createFileRoute('/_member/kcdi/detail')({
  validateSearch: examinationIdSearch,
  component: function KcdiDetailRoute() {
    return <DetailPage examinationId={Route.useSearch().examinationId} />;
  },
});
