import { createFileRoute } from '@tanstack/react-router';
import { ChildInfoPage } from '../../../../domains/children/child-info-page.tsx';

export const Route = createFileRoute('/_member/my-page/child-info/')({
  component: ChildInfoPage,
});
