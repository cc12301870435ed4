import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// A second lazy step, like /payments (decision 0025).
export const Route = createFileRoute('/_member/my-page/payment-history/')({
  component: lazyRouteComponent(() => import('../../../../domains/payments/payment-history-page.tsx'), 'PaymentHistoryPage'),
});
