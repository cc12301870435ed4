import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/**
 * SPEC §2 /payments: pays for the SPEC §3 payment draft (lib/payment/start-payment.ts). The page is
 * a second lazy step, so that the entry's table of route chunks does not list its many modules
 * (decision 0025, initial-JS budget).
 */
export const Route = createFileRoute('/_member/payments/')({
  component: lazyRouteComponent(() => import('../../../domains/payments/checkout-page.tsx'), 'CheckoutPage'),
});
