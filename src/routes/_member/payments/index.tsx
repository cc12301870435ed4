import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/payments/checkout-page.tsx';

/** SPEC §2 /payments: pays for the SPEC §3 payment draft (lib/payment/start-payment.ts). */
export const Route = createFileRoute('/_member/payments/')({
  component: CheckoutPage,
});
