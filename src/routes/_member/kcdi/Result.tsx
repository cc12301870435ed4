import { createFileRoute } from '@tanstack/react-router';
import { examinationIdSearch } from '../../../domains/examinations/examination-search.ts';
import { ResultPage } from '../../../domains/examinations/result-page.tsx';

/** SPEC §2 /kcdi/Result?examinationId=…: the result's chart and the publisher's PDF (decision 0070). */
export const Route = createFileRoute('/_member/kcdi/Result')({
  validateSearch: examinationIdSearch,
  component: function KcdiResultRoute() {
    return <ResultPage examinationId={Route.useSearch().examinationId} />;
  },
});
