import { createFileRoute } from '@tanstack/react-router';
import { CounselPage } from '../../../domains/consultations/counsel-page.tsx';

/** SPEC §2 /main/counsel: the floating button's page (decision 0069). */
export const Route = createFileRoute('/_member/main/counsel')({
  component: CounselPage,
});
