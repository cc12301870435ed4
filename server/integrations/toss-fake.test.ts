import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createFakeToss } from './toss-fake.ts';

/** The browser side of the Toss stand-in (decision 0024: a local test checkout that says so) and its control calls. */
const keys = { clientKey: 'test_ck_pages', secretKey: 'test_sk_pages' };
const success = 'http://localhost:8080/payments/toss-success';
const fail = 'http://localhost:8080/payments/toss-fail?from=test';
const checkoutQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    clientKey: keys.clientKey,
    method: '카드',
    amount: '10000',
    orderId: 'dodam_order_123',
    orderName: '전문가 댓글',
    customerName: '이하늘',
    customerEmail: '',
    customerMobilePhone: '01012345678',
    successUrl: success,
    failUrl: fail,
    ...extra,
  });

function form(fields: Record<string, string>) {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
}

describe('the SDK script', () => {
  it('defines window.TossPayments whose requestPayment opens the checkout under the mount point', async () => {
    const fake = createFakeToss({ ...keys, publicBase: '/dev/toss' });
    const res = await fake.app.request('/sdk.js');
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await res.text();
    expect(script).toContain('window.TossPayments = function (clientKey)');
    expect(script).toContain('var base = "/dev/toss";');
    expect(script).toContain("base + '/checkout?'");
  });

  it('without a fixed mount point, takes the address it was reached at (the end-to-end fake under /toss)', async () => {
    const fake = createFakeToss(keys);
    const fakes = new Hono().route('/toss', fake.app);
    const script = await (await fakes.request('http://127.0.0.1:8811/toss/sdk.js')).text();
    expect(script).toContain('var base = "http://127.0.0.1:8811/toss";');
  });
});

describe('the test checkout page (decision 0024)', () => {
  const fake = createFakeToss({ ...keys, publicBase: '/dev/toss', returnOrigins: ['http://localhost:8080'] });

  it('says in Korean that it is a test and charges nothing, and shows the order name, amount and both methods', async () => {
    const res = await fake.app.request(`/checkout?${checkoutQuery()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('테스트 결제창 — 실제로 결제되지 않습니다');
    expect(html).toContain('전문가 댓글');
    expect(html).toContain('10,000원');
    expect(html).toMatch(/value="카드" checked/);
    expect(html).toContain('value="가상계좌"');
    for (const label of ['결제하기', '결제 실패시키기', '취소']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toMatch(/<script/);
  });

  it('refuses a wrong client key and broken parameters with a Korean message', async () => {
    expect(await (await fake.app.request(`/checkout?${checkoutQuery({ clientKey: 'test_ck_other' })}`)).text()).toContain(
      '클라이언트 키가 이 테스트 결제창의 키와 다릅니다.',
    );
    const bad = await fake.app.request(`/checkout?${checkoutQuery({ orderId: '1' })}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('주문번호(orderId)가 올바르지 않습니다');
    expect(await (await fake.app.request(`/checkout?${checkoutQuery({ successUrl: 'javascript:alert(1)' })}`)).text()).toContain('successUrl는 http(s)');
  });

  it('결제하기 redirects to the success URL with paymentKey, orderId and amount, like Toss', async () => {
    const res = await fake.app.request('/checkout', form({ ...Object.fromEntries(checkoutQuery({ orderId: 'dodam_order_pay' })), action: 'pay' }));
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(success);
    expect(to.searchParams.get('orderId')).toBe('dodam_order_pay');
    expect(to.searchParams.get('amount')).toBe('10000');
    expect(fake.payment(to.searchParams.get('paymentKey') ?? '')).toMatchObject({ status: 'IN_PROGRESS', method: '카드', totalAmount: 10_000 });
  });

  it('결제 실패시키기 and 취소 redirect to the fail URL with PAY_PROCESS_ABORTED / PAY_PROCESS_CANCELED, keeping its own query', async () => {
    for (const [action, code] of [
      ['fail', 'PAY_PROCESS_ABORTED'],
      ['cancel', 'PAY_PROCESS_CANCELED'],
    ] as const) {
      const res = await fake.app.request('/checkout', form({ ...Object.fromEntries(checkoutQuery()), action }));
      const to = new URL(res.headers.get('location') ?? '');
      expect(to.pathname).toBe('/payments/toss-fail');
      expect(Object.fromEntries(to.searchParams)).toMatchObject({ from: 'test', code, orderId: 'dodam_order_123' });
      expect(to.searchParams.get('message')).toMatch(/[가-힣]/);
    }
  });

  it('a virtual account chosen on the page is confirmed as WAITING_FOR_DEPOSIT', async () => {
    const res = await fake.app.request(
      '/checkout',
      form({ ...Object.fromEntries(checkoutQuery({ orderId: 'dodam_order_va' })), method: '가상계좌', action: 'pay' }),
    );
    const to = new URL(res.headers.get('location') ?? '');
    const auth = { authorization: `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ paymentKey: to.searchParams.get('paymentKey'), orderId: 'dodam_order_va', amount: 10_000 });
    const confirmed = await fake.app.request('/v1/payments/confirm', { method: 'POST', headers: auth, body });
    expect(await confirmed.json()).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: '가상계좌' });
    // The developers' page lists it with a deposit button.
    const list = await (await fake.app.request('/')).text();
    expect(list).toContain('action="/dev/toss/__control/deposit/dodam_order_va"');
  });
});

describe('where the checkout sends the browser back (decision 0047)', () => {
  it('on a port of its own: to itself and the named app origin, never elsewhere', async () => {
    const fake = createFakeToss({ ...keys, returnOrigins: ['http://localhost:8080'] });
    const fakes = new Hono().route('/toss', fake.app);
    const post = (failUrl: string) =>
      fakes.request('http://127.0.0.1:8811/toss/checkout', form({ ...Object.fromEntries(checkoutQuery({ failUrl })), action: 'cancel' }));
    expect((await post(fail)).status).toBe(303);
    expect((await post('http://127.0.0.1:8811/toss/')).status).toBe(303);
    const away = await post('https://evil.example/');
    expect(away.status).toBe(400);
    expect(away.headers.get('location')).toBeNull();
  });
});

describe("control calls (tests and the developers' page)", () => {
  it('fail-next arms a refusal; deposit answers the webhook status; unknown orders are 404', async () => {
    const fake = createFakeToss(keys);
    const delivered: unknown[] = [];
    fake.deliverWebhooksTo(async (body) => {
      delivered.push(body);
      return 200;
    });
    const armed = await fake.app.request('/__control/fail-next', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: 'confirm', code: 'REJECT_CARD_PAYMENT', status: 403 }),
    });
    expect(await armed.json()).toEqual({ armed: 'confirm' });
    const auth = { authorization: `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`, 'content-type': 'application/json' };
    const paid = fake.checkout({ orderId: 'dodam_order_ctl', orderName: '상담', amount: 50_000, method: '가상계좌' });
    const refused = await fake.app.request('/v1/payments/confirm', { method: 'POST', headers: auth, body: JSON.stringify(paid) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'REJECT_CARD_PAYMENT' });
    await fake.app.request('/v1/payments/confirm', { method: 'POST', headers: auth, body: JSON.stringify(paid) });
    const deposit = await fake.app.request('/__control/deposit/dodam_order_ctl', { method: 'POST' });
    expect(await deposit.json()).toEqual({ webhookStatus: 200 });
    expect(delivered).toEqual([expect.objectContaining({ orderId: 'dodam_order_ctl', status: 'DONE' })]);
    expect((await fake.app.request('/__control/deposit/nothing', { method: 'POST' })).status).toBe(404);
    expect(await (await fake.app.request('/__control/payments')).json()).toMatchObject({ charges: 1 });
  });
});
