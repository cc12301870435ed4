/**
 * Opens Toss's payment window for a created order (ARCHITECTURE §6). The SDK is imported here only,
 * on the pay button's click, so no other page downloads it; it then loads Toss's script from the
 * server-given `sdkUrl` (the real https://js.tosspayments.com/v1, the local test checkout's sdk.js in
 * development, a stub in e2e). On success the window sends the browser to the success URL, so the
 * returned promise settles only on a failure or a cancel.
 */
import type { Order, PaymentConfig } from '../../contract/orders.ts';
import { SDK_LOAD_FAILED } from './toss-codes.ts';

/** The local test checkout ignores the client key; Toss's SDK only wants a non-empty one. */
const TEST_CHECKOUT_KEY = 'test_ck_local_checkout';

export const tossReturnUrls = (origin: string) => ({ successUrl: `${origin}/payments/toss-success`, failUrl: `${origin}/payments/toss-fail` });

export async function requestTossPayment(config: PaymentConfig, order: Order, origin: string): Promise<void> {
  const clientKey = config.clientKey ?? (config.mode === 'test-checkout' ? TEST_CHECKOUT_KEY : null);
  if (!clientKey) throw Object.assign(new Error('no Toss client key'), { code: SDK_LOAD_FAILED });
  const { loadTossPayments } = await import('@tosspayments/payment-sdk');
  const toss = await loadTossPayments(clientKey, { src: config.sdkUrl });
  await toss.requestPayment('카드', {
    amount: order.amount,
    orderId: order.orderId,
    orderName: order.orderName,
    customerName: order.customerName,
    ...(order.customerEmail ? { customerEmail: order.customerEmail } : {}),
    customerMobilePhone: order.customerMobilePhone,
    ...tossReturnUrls(origin),
  });
}
