import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testClock } from '../../test/harness.ts';

// Decision 0034: the development stand-in for Toss (ARCHITECTURE §1, §6) is reached at /dev/toss with or
// without a trailing slash, and its 입금 완료 처리 form lands back on its payments page, not on a 404.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));

const t = testApp({ clock });
beforeAll(async () => {});

const checkoutForm = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    clientKey: 'test_ck_dodam_local_checkout',
    method: '카드',
    amount: '10000',
    orderId: 'dev_toss_return_1',
    orderName: '전문가 댓글',
    successUrl: 'http://localhost/payments/toss-success',
    failUrl: 'http://localhost/payments/toss-fail',
    ...fields,
  }).toString(),
});

describe('the development Toss stand-in under /dev/toss', () => {
  // Decision 0047: the checkout on the app's origin is no open redirect. Pay, fail and cancel send
  // the browser back only to the app's own origin, like the success URL.
  it.each(['pay', 'fail', 'cancel'])('%s never redirects to another origin', async (action) => {
    for (const outside of ['https://evil.example/steal', 'http://localhost:9999/payments/toss-fail']) {
      const field = action === 'pay' ? 'successUrl' : 'failUrl';
      const res = await t.app.request('http://localhost/dev/toss/checkout', checkoutForm({ action, [field]: outside, orderId: `dev_toss_${action}_out` }));
      expect(res.status, outside).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('http://localhost 안의 주소여야 합니다');
    }
    const page = await t.app.request(
      `http://localhost/dev/toss/checkout?${new URLSearchParams({ clientKey: 'test_ck_dodam_local_checkout', amount: '1000', orderId: 'dev_toss_get_out', orderName: 'x', successUrl: 'http://localhost/payments/toss-success', failUrl: 'https://evil.example/' })}`,
    );
    expect(page.status).toBe(400);
  });

  it.each([
    ['pay', '/payments/toss-success'],
    ['fail', '/payments/toss-fail'],
    ['cancel', '/payments/toss-fail'],
  ])('%s redirects to the same-origin page it was given', async (action, path) => {
    const res = await t.app.request('http://localhost/dev/toss/checkout', checkoutForm({ action, orderId: `dev_toss_${action}_in` }));
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`http://localhost${path}`);
  });

  it.each(['/dev/toss', '/dev/toss/'])('%s shows the payments page', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('테스트 결제 내역');
  });

  it('a virtual-account deposit posted from the payments page redirects to a page that exists', async () => {
    const fake = t.deps.fakeToss;
    if (!fake) throw new Error('the test app runs without Toss keys');
    const { orderId, paymentKey, amount } = fake.checkout({ orderId: 'dev-toss-va-1', orderName: '가상계좌 테스트', amount: 1000, method: '가상계좌' });
    const authorization = `Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`;
    const confirmed = await fake.fetch('http://localhost/v1/payments/confirm', {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentKey, orderId, amount }),
    });
    expect(fake.payment(paymentKey)?.status, await confirmed.text()).toBe('WAITING_FOR_DEPOSIT');
    const res = await t.app.request(`http://localhost/dev/toss/__control/deposit/${orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    const landing = await t.app.request(location);
    expect(landing.status).toBe(200);
  });
});
