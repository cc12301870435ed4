import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/**
 * ?paymentKey&orderId&amount from Toss: confirmed on the server, then on to the draft's nextUrl. The
 * page reads Toss's query itself and is a second lazy step, like /payments (decision 0025).
 */
export const Route = createFileRoute('/_member/payments/toss-success')({
  component: lazyRouteComponent(() => import('../../../domains/payments/toss-success-page.tsx'), 'TossSuccessPage'),
});
