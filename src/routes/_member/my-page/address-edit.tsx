import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/my-page/address-edit')({
  component: () => <PendingPage path="/my-page/address-edit" />,
});
