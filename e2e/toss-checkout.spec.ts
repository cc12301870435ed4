import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, E2E_TOSS_KEYS, FAKE_TOSS_URL } from './env.ts';
import { apiSignIn, authHeaders, type Tokens } from './fixtures.ts';
import { CHECKOUT, depositInto, stubTossSdk } from './toss.ts';

/**
 * The payment plumbing of decisions 0024 and 0025 end to end, below the payment pages: the browser loads the
 * (stubbed) Toss SDK under the app's Content-Security-Policy, pays on the Toss stand-in's test
 * checkout, comes back to the success or fail URL like Toss sends it, and the server confirms with
 * the real adapter over HTTP; a virtual account is paid by the stand-in's DEPOSIT_CALLBACK webhook.
 */
type CreatedOrder = { orderId: string; orderName: string; amount: number; orderItemIds: number[] };

async function order(request: APIRequestContext, tokens: Tokens): Promise<CreatedOrder> {
  const children = await (await request.get('/api/members/children', { headers: authHeaders(tokens) })).json();
  const childId: number = children.data.children[0].id;
  const res = await request.post('/api/members/orders', {
    headers: authHeaders(tokens),
    data: {
      orderableType: 'CONSULTATION',
      targetId: childId,
      expectedAmount: 50_000,
      customerName: '이하늘',
      customerMobilePhone: '01012345678',
      customerEmail: null,
    },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

/**
 * The URL the checkout sends the browser to, read when it arrives: this browser holds no tokens, so
 * the app then moves on to /error/401 (the server confirms through the API below). Waiting for
 * `load` instead reads whichever URL the app has reached by then.
 */
const TOSS_REDIRECT = { waitUntil: 'commit' } as const;

/** What /payments will do: load the SDK from its real URL and call requestPayment with the success and fail URLs. */
async function requestPayment(page: Page, created: CreatedOrder): Promise<void> {
  await stubTossSdk(page);
  await page.goto('/auth/privacy-policy');
  await page.evaluate(async () => {
    const script = document.createElement('script');
    script.src = 'https://js.tosspayments.com/v1';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
  });
  await page.evaluate(
    ([clientKey, o, base]) => {
      const sdk = (
        window as unknown as { TossPayments: (key: string) => { requestPayment: (method: string, params: Record<string, unknown>) => Promise<unknown> } }
      ).TossPayments;
      void sdk(clientKey).requestPayment('카드', {
        amount: o.amount,
        orderId: o.orderId,
        orderName: o.orderName,
        customerName: '이하늘',
        successUrl: `${base}/payments/toss-success`,
        failUrl: `${base}/payments/toss-fail`,
      });
    },
    [E2E_TOSS_KEYS.clientKey, created, BASE_URL] as const,
  );
  await expect(page.getByText('테스트 결제창 — 실제로 결제되지 않습니다')).toBeVisible();
  await expect(page.getByText(created.orderName)).toBeVisible();
  await expect(page.getByText('50,000원')).toBeVisible();
}

test('decision 0024: paid on the test checkout, back at the success URL, confirmed by the server through the real adapter', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const created = await order(page.request, tokens);
  await requestPayment(page, created);
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL(/\/payments\/toss-success\?/, TOSS_REDIRECT);
  const query = new URL(page.url()).searchParams;
  expect(query.get('orderId')).toBe(created.orderId);
  const confirm = await page.request.post('/api/members/payments/confirm', {
    headers: authHeaders(tokens),
    data: { paymentKey: query.get('paymentKey'), orderId: query.get('orderId'), amount: Number(query.get('amount')) },
  });
  expect((await confirm.json()).data).toMatchObject({ orderId: created.orderId, status: 'DONE' });
  const item = (await (await page.request.get(`/api/members/order-items/${created.orderItemIds[0]}`, { headers: authHeaders(tokens) })).json()).data;
  expect(item).toMatchObject({ status: 'PAID', method: '카드', cancelable: true });
  expect(item.receiptUrl).toContain(`${FAKE_TOSS_URL}/receipt/`);
});

test("decision 0024: 결제 실패시키기 comes back to the fail URL with the provider's code and message", async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const created = await order(page.request, tokens);
  await requestPayment(page, created);
  await page.getByRole('button', { name: CHECKOUT.fail }).click();
  await page.waitForURL(/\/payments\/toss-fail\?/, TOSS_REDIRECT);
  const query = new URL(page.url()).searchParams;
  expect(query.get('code')).toBe('PAY_PROCESS_ABORTED');
  expect(query.get('orderId')).toBe(created.orderId);
  expect(query.get('message')).toMatch(/[가-힣]/);
});

test('decision 0024: a virtual account waits for its deposit; the deposit webhook pays the item', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const created = await order(page.request, tokens);
  await requestPayment(page, created);
  await page.getByLabel(CHECKOUT.virtualAccount).check();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL(/\/payments\/toss-success\?/, TOSS_REDIRECT);
  const query = new URL(page.url()).searchParams;
  const confirm = await page.request.post('/api/members/payments/confirm', {
    headers: authHeaders(tokens),
    data: { paymentKey: query.get('paymentKey'), orderId: created.orderId, amount: 50_000 },
  });
  expect((await confirm.json()).data.status).toBe('WAITING_FOR_DEPOSIT');
  expect(await depositInto(created.orderId)).toBe(200);
  const item = (await (await page.request.get(`/api/members/order-items/${created.orderItemIds[0]}`, { headers: authHeaders(tokens) })).json()).data;
  expect(item).toMatchObject({ status: 'PAID', method: '가상계좌', refundAccountRequired: true });
});
