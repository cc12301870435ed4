import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/loading-overlay/loading-overlay.tsx';
import { diaryQuery } from '../../../domains/diary/diary-queries.ts';
import { reportQuery } from '../../../domains/monthly-reports/report-queries.ts';

/** The entry a DIARY_COMMENT order is for, read only when `enabled` (the order summary). */
function useOrderedDiary(id: number, enabled: boolean) {
  return useQuery({ ...diaryQuery(id), enabled }).data;
}

/** The monthly report a REPORT_ANALYSIS order is for: its child and month name the item (decision 0080). */
function useOrderedReport(id: number, enabled: boolean) {
  return useQuery({ ...reportQuery(id), enabled }).data;
}

/**
 * The checkout with the parts other domains own (decision 0052): the addresses domain's picker and
 * the readers of the product or entry an order is for. One lazy step, so that the entry's table of
 * route chunks does not list their many modules (decision 0025, initial-JS budget).
 */
const Checkout = lazy(async () => {
  const [{ CheckoutPage }, { AddressPicker }, { useOrderedProduct }] = await Promise.all([
    import('../../../domains/payments/checkout-page.tsx'),
    import('../../../domains/addresses/address-picker.tsx'),
    import('../../../domains/products/product-queries.ts'),
  ]);
  const parts = { AddressPicker, useProduct: useOrderedProduct, useDiary: useOrderedDiary, useReport: useOrderedReport };
  return { default: () => <CheckoutPage parts={parts} /> };
});

/** SPEC §2 /payments: pays for the SPEC §3 payment draft (lib/payment/payment-draft.ts). */
export const Route = createFileRoute('/_member/payments/')({
  component: function PaymentsRoute() {
    return (
      <Suspense fallback={<Spinner />}>
        <Checkout />
      </Suspense>
    );
  },
});
