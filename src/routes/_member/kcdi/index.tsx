import { createFileRoute } from '@tanstack/react-router';
import { KcdiPage } from '../../../domains/examinations/kcdi-page.tsx';

/** SPEC §2 /kcdi: the developmental test tab (decision 0070). */
export const Route = createFileRoute('/_member/kcdi/')({
  component: KcdiPage,
});
