import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_CODES } from '../../../src/contract/bank-codes.ts';
import { PRICES } from '../../../src/contract/limits.ts';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { seedDemo } from '../../seed/demo.ts';
import { startTestApp, testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { orderableFactories } from '../../orderables.ts';
import { customer, errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
let mom: Pair;
let other: Pair;
let child: number;
let othersChild: number;

const expectError = (res: { status: number; json: unknown }, status: number, key: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, key));
const consultation = (extra: Record<string, unknown> = {}) => ({
  ...customer,
  orderableType: 'CONSULTATION' as const,
  targetId: child,
  expectedAmount: PRICES.CONSULTATION,
  ...extra,
});
const rowCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  mom = await k.join('ordermom', '주문맘');
  other = await k.join('othermom', '옆집맘');
  child = await k.addChild(mom, bornChild('하늘이', '2025-06-01T03:00:00Z'));
  othersChild = await k.addChild(other, bornChild('옆집아이', '2025-01-01T03:00:00Z'));
});

describe('payment config (decision 0024: in development without keys, a local test checkout)', () => {
  it("answers the test-checkout mode with the stand-in's client key and SDK under /dev/toss", async () => {
    const res = await t.request('GET', '/api/members/payments/config', { tokens: mom });
    expect(dataOf(res, ordersApi.paymentConfig.response)).toEqual({
      mode: 'test-checkout',
      clientKey: 'test_ck_dodam_local_checkout',
      sdkUrl: '/dev/toss/sdk.js',
    });
    const sdk = await t.app.request('/dev/toss/sdk.js');
    expect(await sdk.text()).toContain('window.TossPayments');
    const checkout = await t.app.request('/dev/toss/checkout?orderId=x');
    expect(checkout.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('with Toss keys, answers the real SDK URL and the client key', async () => {
    const keyed = await startTestApp({ env: { TOSS_CLIENT_KEY: 'test_ck_real', TOSS_SECRET_KEY: 'test_sk_real' } });
    try {
      expect(keyed.deps.fakeToss).toBeNull();
      await seedDemo(keyed.db, clock.now());
      const tokens = await memberKit(() => keyed).signIn('parent');
      const res = await keyed.request('GET', '/api/members/payments/config', { tokens });
      expect(dataOf(res, ordersApi.paymentConfig.response)).toEqual({ mode: 'toss', clientKey: 'test_ck_real', sdkUrl: 'https://js.tosspayments.com/v1' });
      expect((await keyed.app.request('/dev/toss/sdk.js')).status).toBe(404);
    } finally {
      await keyed.close();
    }
  });
});

describe('create an order (decision 0024: the server prices every order)', () => {
  it("prices a consultation at 50,000 won for the member's child: a READY order with one PENDING item and a Toss orderId", async () => {
    const res = await pay.createOrder(mom, consultation({ consultationContent: '밤에 자주 깨요' }));
    expect(res.status).toBe(200);
    const order = dataOf(res, ordersApi.createOrder.response);
    expect(order).toMatchObject({
      orderName: '전문가 상담 (하늘이)',
      amount: 50_000,
      status: 'READY',
      customerName: '이하늘',
      customerMobilePhone: '01012345678',
      customerEmail: 'parent@dodam.example',
    });
    expect(order.orderId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(order.orderItemIds).toHaveLength(1);
    const [item] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, order.orderItemIds[0] ?? 0));
    expect(item).toMatchObject({
      status: 'PENDING',
      orderableType: 'CONSULTATION',
      targetId: child,
      amount: 50_000,
      quantity: 1,
      detail: { consultationPhone: '01012345678', consultationContent: '밤에 자주 깨요' },
    });
  });

  it('makes a new random orderId for every order', async () => {
    const [a, b] = await Promise.all([pay.order(mom, consultation()), pay.order(mom, consultation())]);
    expect(a?.orderId).not.toBe(b?.orderId);
  });

  it("answers 409 PriceChanged when the amount the member saw is not the server's price, and stores nothing", async () => {
    const before = await rowCount();
    expectError(await pay.createOrder(mom, consultation({ expectedAmount: 100 })), 409, 'PriceChanged');
    expect(await rowCount()).toBe(before);
  });

  it("refuses another member's child (404 NoSuchChildException) and a report analysis of a report that does not exist (404 NoSuchReportException)", async () => {
    expectError(await pay.createOrder(mom, consultation({ targetId: othersChild })), 404, 'NoSuchChildException');
    expectError(await pay.createOrder(mom, consultation({ orderableType: 'GROWTH_EXAMINATION', targetId: othersChild })), 404, 'NoSuchChildException');
    expectError(await pay.createOrder(mom, consultation({ orderableType: 'REPORT_ANALYSIS', targetId: 1 })), 404, 'NoSuchReportException');
  });

  it('answers 400 (InvalidMemberPhone, BadRequest) for a malformed body, a quantity on a service and an unknown type; nothing stored', async () => {
    const before = await rowCount();
    // A check whose message is a SPEC §8 key answers that key (decision 0041).
    expectError(await pay.createOrder(mom, consultation({ customerMobilePhone: '12' })), 400, 'InvalidMemberPhone');
    expectError(await pay.createOrder(mom, consultation({ quantity: 2 })), 400, 'BadRequest');
    expectError(await pay.createOrder(mom, consultation({ orderableType: 'GIFT_CARD' })), 400, 'BadRequest');
    expectError(await pay.createOrder(mom, consultation({ targetId: 0 })), 400, 'BadRequest');
    expect(await rowCount()).toBe(before);
  });

  it('refuses creating for experts and strangers (SPEC §6)', async () => {
    expect((await t.request('POST', '/api/members/orders', { body: consultation() })).status).toBe(401);
    expectError(await pay.createOrder(await k.signIn('expert'), consultation()), 403, 'IllegalUserRoleException');
  });
});

describe('a type no feature sells yet (decision 0022)', () => {
  it('answers 400 InvalidOrderType', async () => {
    const narrow = await startTestApp({ clock, orderables: [recordingOrderable('DIARY_PDF').factory] });
    try {
      await seedDemo(narrow.db, clock.now());
      const tokens = await memberKit(() => narrow).signIn('parent');
      const res = await narrow.request('POST', '/api/members/orders', {
        tokens,
        body: { ...customer, orderableType: 'REPORT_ANALYSIS', targetId: 1, expectedAmount: PRICES.REPORT_ANALYSIS },
      });
      expectError(res, 400, 'InvalidOrderType');
    } finally {
      await narrow.close();
    }
  });
});

describe('bank codes (decision 0024)', () => {
  it("lists Toss's bank codes with Korean names, without a login", async () => {
    const res = await t.request('GET', '/api/open/bank-codes');
    const { banks } = dataOf(res, ordersApi.bankCodes.response);
    expect(banks).toEqual(BANK_CODES);
    expect(banks).toContainEqual({ code: '88', name: '신한은행' });
    expect(banks).toContainEqual({ code: '90', name: '카카오뱅크' });
  });
});

describe('payment history (decision 0024: /my-page/payment-history)', () => {
  it("lists paid items newest first, without the PENDING items of orders never paid, and only the member's own", async () => {
    const fresh = await k.join('historymom', '내역맘');
    const kid = await k.addChild(fresh, bornChild('별이', '2025-03-01T03:00:00Z'));
    await pay.order(fresh, { orderableType: 'CONSULTATION', targetId: kid });
    const first = await pay.payFor(fresh, { orderableType: 'CONSULTATION', targetId: kid });
    clock.advance(60_000);
    const second = await pay.payFor(fresh, { orderableType: 'GROWTH_EXAMINATION', targetId: kid });
    const list = dataOf(await pay.history(fresh), ordersApi.orderItems.response).orderItems;
    expect(list.map((i) => [i.id, i.status, i.orderableType, i.amount])).toEqual([
      [second.id, 'PAID', 'GROWTH_EXAMINATION', 50_000],
      [first.id, 'PAID', 'CONSULTATION', 50_000],
    ]);
    expect(dataOf(await pay.history(other), ordersApi.orderItems.response).orderItems).toEqual([]);
    expectError(await pay.item(other, first.id), 404, 'NoSuchOrderItemException');
    expectError(await pay.item(fresh, 'abc'), 400, 'BadRequest');
  });

  it("shows an item's method, receipt, status and consultation details", async () => {
    const item = await pay.payFor(mom, {
      orderableType: 'CONSULTATION',
      targetId: child,
      consultationPhone: '010-9999-8888',
      consultationContent: '수면 상담',
    });
    expect(item).toMatchObject({
      status: 'PAID',
      name: '전문가 상담 (하늘이)',
      method: '카드',
      paidAt: clock.now().toISOString(),
      providedAt: null,
      canceledAt: null,
      cancelable: true,
      refundAccountRequired: false,
      virtualAccount: null,
      shippingAddress: null,
      consultationPhone: '01099998888',
      consultationContent: '수면 상담',
    });
    expect(item.receiptUrl).toMatch(/^\/dev\/toss\/receipt\//);
  });

  it('the test-only orderable plugs in beside the registered ones', async () => {
    const plugged = await startTestApp({ clock, orderables: [...orderableFactories, analysis.factory] });
    try {
      await seedDemo(plugged.db, clock.now());
      const tokens = await memberKit(() => plugged).signIn('parent');
      const item = await ordersKit(() => plugged).payFor(tokens, { orderableType: 'REPORT_ANALYSIS', targetId: 77 });
      expect(item).toMatchObject({ status: 'PAID', name: '테스트 상품 77', amount: PRICES.REPORT_ANALYSIS });
      expect(analysis.calls.fulfilled).toEqual([item.id]);
    } finally {
      await plugged.close();
    }
  });
});
