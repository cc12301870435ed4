import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { orderItemQuery } from '../../../../../domains/payments/payment-queries.ts';

// A second lazy step, like /payments (decision 0025).
const PaymentDetailPage = lazyRouteComponent(() => import('../../../../../domains/payments/payment-detail-page.tsx'), 'PaymentDetailPage');

export const Route = createFileRoute('/_member/my-page/payment-history/$orderItemId/')({
  params: idParams('orderItemId'),
  loader: ({ context, params, preload }) => {
    const id = params.orderItemId;
    startQuery(context.queryClient, orderItemQuery(id), { preload });
  },
  component: function PaymentDetailRoute() {
    const { orderItemId } = Route.useParams();
    return <PaymentDetailPage orderItemId={orderItemId} />;
  },
});
