import { createFileRoute } from '@tanstack/react-router';
import { PaymentHistoryPage } from '../../../../features/payments/payment-history-page.tsx';

export const Route = createFileRoute('/_member/my-page/payment-history/')({
  component: PaymentHistoryPage,
});
