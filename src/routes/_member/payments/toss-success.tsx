import { createFileRoute } from '@tanstack/react-router';
import { TossSuccessPage, type TossReturnSearch } from '../../../features/payments/toss-success-page.tsx';
import { pickSearchText, searchAmount } from '../../../lib/payment/return-search.ts';

/** ?paymentKey&orderId&amount from Toss: confirmed on the server, then on to the draft's nextUrl. */
export const Route = createFileRoute('/_member/payments/toss-success')({
  validateSearch: (search): TossReturnSearch => {
    const amount = searchAmount(search.amount);
    return { ...pickSearchText(search, ['paymentKey', 'orderId'] as const), ...(amount === undefined ? {} : { amount }) };
  },
  component: function TossSuccessRoute() {
    return <TossSuccessPage search={Route.useSearch()} />;
  },
});
