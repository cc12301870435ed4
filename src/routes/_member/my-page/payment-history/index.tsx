import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { startQuery } from '../../../../lib/query/start-query.ts';
import { orderItemsQuery } from '../../../../domains/payments/payment-queries.ts';

// A second lazy step, like /payments (decision 0025).
export const Route = createFileRoute('/_member/my-page/payment-history/')({
  loader: ({ context, preload }) => startQuery(context.queryClient, orderItemsQuery(), { preload }),
  component: lazyRouteComponent(() => import('../../../../domains/payments/payment-history-page.tsx'), 'PaymentHistoryPage'),
});
