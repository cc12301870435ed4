import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/my-page/payment-history/$orderItemId/pdf-create')({
  component: () => <PendingPage path="/my-page/payment-history/$orderItemId/pdf-create" />,
});
