import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { orderItemQuery } from '../../../../../domains/payments/payment-queries.ts';

// A second lazy step, like /payments (decision 0025).
const PaymentDetailPage = lazyRouteComponent(() => import('../../../../../domains/payments/payment-detail-page.tsx'), 'PaymentDetailPage');

export const Route = createFileRoute('/_member/my-page/payment-history/$orderItemId/')({
  beforeLoad: ({ params }) => {
    if (paramId(params.orderItemId) === undefined) throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
  loader: ({ context, params, preload }) => {
    const id = paramId(params.orderItemId);
    if (id !== undefined) startQuery(context.queryClient, orderItemQuery(id), { preload });
  },
  component: function PaymentDetailRoute() {
    const { orderItemId } = Route.useParams();
    return <PaymentDetailPage orderItemId={Number(orderItemId)} />;
  },
});
