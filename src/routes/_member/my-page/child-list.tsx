import { createFileRoute } from '@tanstack/react-router';
import { ChildListPage } from '../../../domains/children/child-list-page.tsx';

export const Route = createFileRoute('/_member/my-page/child-list')({
  component: ChildListPage,
});
