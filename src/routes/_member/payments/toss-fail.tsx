import { createFileRoute } from '@tanstack/react-router';
import { TossFailPage, type TossFailSearch } from '../../../features/payments/toss-fail-page.tsx';
import { pickSearchText } from '../../../lib/payment/return-search.ts';

/** ?code&message&orderId from Toss: the reason in Korean, back or pay again. */
export const Route = createFileRoute('/_member/payments/toss-fail')({
  validateSearch: (search): TossFailSearch => pickSearchText(search, ['code', 'message', 'orderId'] as const),
  component: function TossFailRoute() {
    return <TossFailPage search={Route.useSearch()} />;
  },
});
