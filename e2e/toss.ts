/**
 * Toss Payments in the end-to-end journeys (ARCHITECTURE §1, §6): the server under test talks to
 * the Toss stand-in on 127.0.0.1 (e2e/fakes/start-fakes.ts); the browser loads the real SDK URL,
 * which `stubTossSdk` answers with the stand-in's SDK, so `requestPayment` opens the stand-in's
 * test checkout. The control calls pay into a virtual account or make Toss fail.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, E2E_TOSS_KEYS, FAKE_TOSS_URL } from './env.ts';
import { authHeaders, type Tokens } from './fixtures.ts';

/** The SDK v1 URL the app loads (TOSS_SDK_URL's default). */
export const TOSS_SDK_PATTERN = 'https://js.tosspayments.com/**';

/** Answers the browser's requests for the Toss SDK with the stand-in's script. Call before the page loads the SDK. */
export async function stubTossSdk(page: Page): Promise<void> {
  const script = await (await fetch(`${FAKE_TOSS_URL}/sdk.js`)).text();
  await page.route(TOSS_SDK_PATTERN, (route) => route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: script }));
}

/** The test checkout's buttons, by their Korean labels. */
export const CHECKOUT = { pay: '결제하기', fail: '결제 실패시키기', cancel: '취소', card: '카드', virtualAccount: '가상계좌 (입금 전까지 대기)' } as const;

async function control(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${FAKE_TOSS_URL}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fake Toss ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Money arrives in the order's virtual account: Toss sends DEPOSIT_CALLBACK to the server (answers its HTTP status). */
export async function depositInto(orderId: string): Promise<number> {
  const answer = await control(`deposit/${encodeURIComponent(orderId)}`);
  return typeof answer === 'object' && answer !== null && 'webhookStatus' in answer && typeof answer.webhookStatus === 'number' ? answer.webhookStatus : 0;
}

/** The next confirm (or cancel, or look-up) is refused with this Toss code, or its connection drops. */
export async function tossFailsNext(
  operation: 'confirm' | 'cancel' | 'lookup',
  failure: { code: string; status?: number; message?: string } | { drop: 'before' | 'after' },
): Promise<void> {
  await control('fail-next', { operation, ...failure });
}

/**
 * The parent orders a consultation for their first child (with its phone and words when given) and
 * pays by card on the Toss stand-in's test checkout (the form the SDK opens, posted as 결제하기
 * would), then the server confirms it.
 */
export async function paidConsultation(
  request: APIRequestContext,
  tokens: Tokens,
  method: '카드' | '가상계좌' = '카드',
  asked: { consultationPhone?: string; consultationContent?: string } = {},
): Promise<{ orderId: string; amount: number }> {
  const children = await (await request.get('/api/members/children', { headers: authHeaders(tokens) })).json();
  const childId: number = children.data.children[0].id;
  return paidOrder(request, tokens, { orderableType: 'CONSULTATION', targetId: childId, expectedAmount: 50_000, ...asked }, method);
}

/** Creates an order and pays it on the stand-in's checkout: by card (confirmed), or into a virtual account (waiting). */
export async function paidOrder(request: APIRequestContext, tokens: Tokens, what: Record<string, unknown>, method: '카드' | '가상계좌' = '카드') {
  const created = await request.post('/api/members/orders', {
    headers: authHeaders(tokens),
    data: { ...what, customerName: '이하늘', customerMobilePhone: '01012345678', customerEmail: null },
  });
  expect(created.ok()).toBeTruthy();
  const order: { orderId: string; orderName: string; amount: number } = (await created.json()).data;
  const checkout = await fetch(`${FAKE_TOSS_URL}/checkout`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      clientKey: E2E_TOSS_KEYS.clientKey,
      action: 'pay',
      method,
      amount: String(order.amount),
      orderId: order.orderId,
      orderName: order.orderName,
      customerName: '이하늘',
      successUrl: `${BASE_URL}/payments/toss-success`,
      failUrl: `${BASE_URL}/payments/toss-fail`,
    }),
  });
  const success = new URL(checkout.headers.get('location') ?? '');
  expect(success.pathname).toBe('/payments/toss-success');
  const confirm = await request.post('/api/members/payments/confirm', {
    headers: authHeaders(tokens),
    data: { paymentKey: success.searchParams.get('paymentKey'), orderId: order.orderId, amount: order.amount },
  });
  expect((await confirm.json()).data).toMatchObject({ orderId: order.orderId, status: method === '카드' ? 'DONE' : 'WAITING_FOR_DEPOSIT' });
  return order;
}
