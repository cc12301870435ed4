/**
 * What the Toss stand-in reads and sends (ARCHITECTURE §1 local fakes, decision 0024): the bodies of
 * its API calls, the checkout's parameters, and the webhook delivery to the app.
 */
import * as v from 'valibot';
import type { CheckoutParams } from './toss-fake-pages.ts';

/** Posts a webhook body and answers the HTTP status the receiver gave (0: no answer). */
export type WebhookDelivery = (body: unknown) => Promise<number>;

export const ConfirmBody = v.object({ paymentKey: v.string(), orderId: v.string(), amount: v.number() });
export const CancelBody = v.object({
  cancelReason: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** A part of the balance (partial cancel); without it, all of the balance. */
  cancelAmount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  refundReceiveAccount: v.optional(
    v.object({
      bank: v.pipe(v.string(), v.minLength(1)),
      accountNumber: v.pipe(v.string(), v.regex(/^\d{6,20}$/)),
      holderName: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export const FailureBody = v.object({
  operation: v.picklist(['confirm', 'cancel', 'lookup']),
  drop: v.optional(v.picklist(['before', 'after'])),
  code: v.optional(v.string()),
  status: v.optional(v.number()),
  message: v.optional(v.string()),
});

export function postTo(url: string): WebhookDelivery {
  return async (body) => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return res.status;
    } catch {
      return 0;
    }
  };
}

export function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.href;
}

/**
 * The checkout's parameters, or a Korean message saying what is wrong. Success and fail URLs must be
 * on one of `returnOrigins` (decision 0047): the checkout never sends a browser to another site, so a link
 * to it cannot be used as an open redirect on the app's origin.
 */
export function checkoutParams(query: Record<string, string>, returnOrigins: readonly string[]): CheckoutParams | string {
  const get = (key: string) => query[key] ?? '';
  const amount = Number(get('amount'));
  if (!Number.isInteger(amount) || amount <= 0) return '결제 금액이 올바르지 않습니다.';
  if (!/^[A-Za-z0-9_-]{6,64}$/.test(get('orderId'))) return '주문번호(orderId)가 올바르지 않습니다. 영문, 숫자, -, _ 로 6~64자여야 합니다.';
  if (!get('orderName')) return '주문명(orderName)이 없습니다.';
  for (const key of ['successUrl', 'failUrl']) {
    const url = get(key);
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return `${key}는 http(s)로 시작하는 절대 주소여야 합니다.`;
    if (!returnOrigins.includes(new URL(url).origin)) return `${key}는 ${returnOrigins.join(' 또는 ')} 안의 주소여야 합니다.`;
  }
  return {
    clientKey: get('clientKey'),
    method: get('method'),
    amount,
    orderId: get('orderId'),
    orderName: get('orderName'),
    customerName: get('customerName'),
    customerEmail: get('customerEmail'),
    customerMobilePhone: get('customerMobilePhone'),
    successUrl: get('successUrl'),
    failUrl: get('failUrl'),
  };
}
