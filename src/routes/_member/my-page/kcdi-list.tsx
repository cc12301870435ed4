import { createFileRoute } from '@tanstack/react-router';
import { KcdiListPage } from '../../../domains/examinations/kcdi-list-page.tsx';

/** SPEC §2 /my-page/kcdi-list: every test of every child (decision 0070). */
export const Route = createFileRoute('/_member/my-page/kcdi-list')({
  component: KcdiListPage,
});
