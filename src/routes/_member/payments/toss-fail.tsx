import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** ?code&message&orderId from Toss: the reason in Korean, back or pay again (the page reads the query; decision 0025). */
export const Route = createFileRoute('/_member/payments/toss-fail')({
  component: lazyRouteComponent(() => import('../../../domains/payments/toss-fail-page.tsx'), 'TossFailPage'),
});
