import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tossFor } from '../deps-factory.ts';
import { parseEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { createTossClient, TossError, TossUnavailableError, type TossClient } from './toss.ts';
import { createFakeToss, type FakeToss } from './toss-fake.ts';
import { productionWithout } from '../test/production-env.ts';

/** The real adapter against the Toss stand-in over HTTP on 127.0.0.1 (ARCHITECTURE §1, §6). */
const keys = { clientKey: 'test_ck_adapter', secretKey: 'test_sk_adapter' };
let fake: FakeToss;
let server: ServerType;
let apiUrl: string;
let toss: TossClient;
const webhooks: unknown[] = [];

async function listen(app: FakeToss['app']): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server: s, url: `http://127.0.0.1:${info.port}` }));
  });
}
const close = (s: { close(cb: () => void): unknown }) => new Promise<void>((resolve) => s.close(() => resolve()));

beforeAll(async () => {
  fake = createFakeToss(keys);
  fake.deliverWebhooksTo(async (body) => {
    webhooks.push(body);
    return 200;
  });
  ({ server, url: apiUrl } = await listen(fake.app));
  toss = createTossClient({ apiUrl, secretKey: keys.secretKey });
});
afterAll(() => close(server));

let n = 0;
const newOrder = (amount = 10_000) => ({ orderId: `order_adapter_${++n}`, orderName: '전문가 상담', amount });
const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a failure'),
    (error: unknown) => error,
  );

describe('confirm (ARCHITECTURE §6: Basic auth, Idempotency-Key, the Payment object)', () => {
  it('confirms a card payment: DONE, the amount, method, receipt and approval time parsed', async () => {
    const order = newOrder(50_000);
    const success = fake.checkout({ ...order, method: '카드' });
    const payment = await toss.confirm(success, 'key-card-1');
    expect(payment).toMatchObject({ paymentKey: success.paymentKey, orderId: order.orderId, status: 'DONE', totalAmount: 50_000, method: '카드' });
    expect(payment.receipt?.url).toBe(`${apiUrl}/receipt/${success.paymentKey}`);
    expect(payment.approvedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
  });

  it('replays the first answer for the same Idempotency-Key and charges once; without a key a second confirm is ALREADY_PROCESSED_PAYMENT', async () => {
    const success = fake.checkout({ ...newOrder(), method: '카드' });
    const before = fake.charges();
    const first = await toss.confirm(success, 'key-replay');
    const again = await toss.confirm(success, 'key-replay');
    expect(again).toEqual(first);
    expect(fake.charges()).toBe(before + 1);
    const refused = await errorOf(toss.confirm(success, ''));
    expect(refused).toBeInstanceOf(TossError);
    expect(refused).toMatchObject({ status: 400, code: 'ALREADY_PROCESSED_PAYMENT' });
    expect(fake.charges()).toBe(before + 1);
  });

  it('refuses an amount other than the checkout saw, and charges nothing', async () => {
    const success = fake.checkout({ ...newOrder(10_000), method: '카드' });
    const before = fake.charges();
    expect(await errorOf(toss.confirm({ ...success, amount: 100 }, 'key-tampered'))).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(fake.charges()).toBe(before);
    expect((await toss.getPayment(success.paymentKey)).status).toBe('IN_PROGRESS');
  });

  it('refuses a wrong secret key (UNAUTHORIZED_KEY, 401) and an unknown payment (NOT_FOUND_PAYMENT_SESSION)', async () => {
    const success = fake.checkout({ ...newOrder(), method: '카드' });
    const wrong = createTossClient({ apiUrl, secretKey: 'test_sk_someone_else' });
    expect(await errorOf(wrong.confirm(success, 'key-wrong'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED_KEY' });
    expect(await errorOf(toss.confirm({ ...success, paymentKey: 'nope' }, 'key-unknown'))).toMatchObject({ status: 404, code: 'NOT_FOUND_PAYMENT_SESSION' });
  });

  it("answers an armed refusal with Toss's code and Korean message", async () => {
    const success = fake.checkout({ ...newOrder(), method: '카드' });
    fake.failNext('confirm', { status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    const error = await errorOf(toss.confirm(success, 'key-rejected'));
    expect(error).toBeInstanceOf(TossError);
    expect(error).toMatchObject({ status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    // Refusals are not stored: the same key then goes through.
    expect((await toss.confirm(success, 'key-rejected')).status).toBe('DONE');
  });
});

describe('network failures are told apart from refusals', () => {
  it('a connection dropped before Toss acted: TossUnavailableError, nothing charged, the retry confirms', async () => {
    const success = fake.checkout({ ...newOrder(), method: '카드' });
    const before = fake.charges();
    fake.failNext('confirm', { drop: 'before' });
    expect(await errorOf(toss.confirm(success, 'key-drop-before'))).toBeInstanceOf(TossUnavailableError);
    expect(fake.charges()).toBe(before);
    expect((await toss.confirm(success, 'key-drop-before')).status).toBe('DONE');
    expect(fake.charges()).toBe(before + 1);
  });

  it('a connection dropped after Toss charged: TossUnavailableError, and the retry with the same key replays DONE without a second charge', async () => {
    const success = fake.checkout({ ...newOrder(), method: '카드' });
    const before = fake.charges();
    fake.failNext('confirm', { drop: 'after' });
    expect(await errorOf(toss.confirm(success, 'key-drop-after'))).toBeInstanceOf(TossUnavailableError);
    expect(fake.charges()).toBe(before + 1);
    expect((await toss.confirm(success, 'key-drop-after')).status).toBe('DONE');
    expect(fake.charges()).toBe(before + 1);
  });

  it('no answer within the timeout, and an HTML error page, are TossUnavailableError', async () => {
    const silent: Server = createServer(() => {});
    const html: Server = createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>'));
    await Promise.all([silent, html].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
    const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    try {
      expect(await errorOf(createTossClient({ apiUrl: url(silent), secretKey: 'k', timeoutMs: 200 }).getPayment('x'))).toBeInstanceOf(TossUnavailableError);
      expect(await errorOf(createTossClient({ apiUrl: url(html), secretKey: 'k' }).getPayment('x'))).toBeInstanceOf(TossUnavailableError);
    } finally {
      silent.closeAllConnections();
      await Promise.all([close(silent), close(html)]);
    }
  });
});

describe('look-ups and virtual accounts', () => {
  it('finds a payment by key and by orderId; an unknown one is NOT_FOUND_PAYMENT (404)', async () => {
    const order = newOrder();
    const success = fake.checkout({ ...order, method: '카드' });
    await toss.confirm(success, 'key-lookup');
    expect(await toss.getPayment(success.paymentKey)).toMatchObject({ orderId: order.orderId, status: 'DONE' });
    expect(await toss.getPaymentByOrderId(order.orderId)).toMatchObject({ paymentKey: success.paymentKey });
    expect(await errorOf(toss.getPayment('missing'))).toMatchObject({ status: 404, code: 'NOT_FOUND_PAYMENT' });
  });

  it('a virtual account waits for the deposit with an account; the deposit makes it DONE and sends DEPOSIT_CALLBACK with its secret', async () => {
    const order = newOrder(50_000);
    const success = fake.checkout({ ...order, method: '가상계좌', customerName: '이하늘' });
    const waiting = await toss.confirm(success, 'key-va');
    expect(waiting).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: '가상계좌', virtualAccount: { bankCode: '20', customerName: '이하늘' } });
    expect(waiting.virtualAccount?.accountNumber).toMatch(/^X\d{13}$/);
    expect(await fake.deposit(order.orderId)).toBe(200);
    expect(webhooks.at(-1)).toMatchObject({ orderId: order.orderId, status: 'DONE', secret: waiting.secret });
    expect((await toss.getPayment(success.paymentKey)).status).toBe('DONE');
  });
});

describe('cancel', () => {
  it('cancels a card payment with its reason; a second cancel is ALREADY_CANCELED_PAYMENT', async () => {
    const success = fake.checkout({ ...newOrder(), method: '카드' });
    await toss.confirm(success, 'key-cancel-card');
    const canceled = await toss.cancel(success.paymentKey, { cancelReason: '단순 변심' }, 'key-cancel-1');
    expect(canceled).toMatchObject({ status: 'CANCELED', cancels: [{ cancelReason: '단순 변심', cancelAmount: 10_000 }] });
    expect(await errorOf(toss.cancel(success.paymentKey, { cancelReason: '다시' }, 'key-cancel-2'))).toMatchObject({ code: 'ALREADY_CANCELED_PAYMENT' });
  });

  it('a deposited virtual account needs refundReceiveAccount; with it the money goes back to that account', async () => {
    const order = newOrder(50_000);
    const success = fake.checkout({ ...order, method: '가상계좌' });
    await toss.confirm(success, 'key-va-cancel');
    await fake.deposit(order.orderId);
    expect(await errorOf(toss.cancel(success.paymentKey, { cancelReason: '단순 변심' }, 'key-va-c1'))).toMatchObject({ code: 'INVALID_REFUND_ACCOUNT_INFO' });
    const account = { bank: '88', accountNumber: '110123456789', holderName: '이하늘' };
    expect((await toss.cancel(success.paymentKey, { cancelReason: '단순 변심', refundReceiveAccount: account }, 'key-va-c2')).status).toBe('CANCELED');
    expect(fake.refundAccountOf(success.paymentKey)).toEqual(account);
  });
});

describe('configuration (server/env.ts: production requires the keys)', () => {
  const production = productionWithout('TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY');

  it('refuses production without the Toss keys, and either key alone anywhere', () => {
    expect(() => parseEnv(production)).toThrow('Missing configuration for production: TOSS_CLIENT_KEY/TOSS_SECRET_KEY');
    expect(parseEnv({ ...production, TOSS_CLIENT_KEY: 'live_ck_x', TOSS_SECRET_KEY: 'live_sk_x' })).toMatchObject({
      TOSS_API_URL: 'https://api.tosspayments.com',
      TOSS_SDK_URL: 'https://js.tosspayments.com/v1',
    });
    expect(() => parseEnv({ NODE_ENV: 'development', TOSS_CLIENT_KEY: 'test_ck_x' })).toThrow('TOSS_CLIENT_KEY and TOSS_SECRET_KEY go together');
  });

  it('uses the real API with keys and the in-process stand-in without them (empty values count as none)', () => {
    expect(tossFor(parseEnv({ NODE_ENV: 'test', TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' }), systemClock).fake).toBeNull();
    expect(tossFor(parseEnv({ NODE_ENV: 'development', TOSS_CLIENT_KEY: '', TOSS_SECRET_KEY: '' }), systemClock).fake).not.toBeNull();
  });
});
