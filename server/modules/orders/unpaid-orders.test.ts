import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CAPS, ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import type { Order } from '../../../src/contract/orders.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { orderableFactories } from '../../orderables.ts';
import { addressKit } from '../../test/address-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { customer, errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';
import { createOrderableRegistry } from './orderable-registry.ts';
import { runOrderExpiry } from './order-expiry.ts';

/** Decision 0077: an unpaid order is checked again at confirm, ends when abandoned, and a member has few of them. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const a = addressKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
let target = 9000;
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '이하늘' };

const orderRow = async (order: Order) => (await t.db.select().from(orders).where(eq(orders.tossOrderId, order.orderId)))[0];
const itemRow = async (order: Order) =>
  (
    await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, order.orderItemIds[0] ?? 0))
  )[0];
const newAnalysis = (tokens: Pair) => pay.order(tokens, { orderableType: 'REPORT_ANALYSIS', targetId: ++target });
const expiry = () => runOrderExpiry(t.deps, createOrderableRegistry(t.deps, [...orderableFactories, analysis.factory]));

/** Confirms `order` and expects `status` / `key`, and that Toss charged nothing. */
async function refusedWithoutCharge(tokens: Pair, order: Order, status: number, key: string) {
  const charges = pay.fake().charges();
  expect(await pay.confirm(tokens, pay.checkout(order))).toMatchObject(errorOf(status, key));
  expect(pay.fake().charges()).toBe(charges);
  expect(await orderRow(order)).toMatchObject({ paymentKey: null });
}

const t = testApp({ clock, orderables: [...orderableFactories, analysis.factory] });
beforeAll(async () => {});

describe('confirm reads the order again before Toss charges', () => {
  it('refuses a price raised after the order was made (PriceChanged), and a new order at the new price is paid', async () => {
    const mom = await k.join('raisedmom', '인상맘');
    const order = await newAnalysis(mom);
    analysis.calls.unitAmount = 60_000;
    try {
      await refusedWithoutCharge(mom, order, 409, 'PriceChanged');
      const again = await pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target, expectedAmount: 60_000 });
      expect((await pay.confirm(mom, pay.checkout(again))).status).toBe(200);
    } finally {
      analysis.calls.unitAmount = 50_000;
    }
  });

  it('refuses an order whose target was deleted (OrderTargetGoneException)', async () => {
    const mom = await k.join('gonemom', '삭제맘');
    const order = await newAnalysis(mom);
    analysis.calls.gone.add(target);
    await refusedWithoutCharge(mom, order, 409, 'OrderTargetGoneException');
  });

  it('refuses a product taken off sale or repriced after the order (the real PRODUCT orderable)', async () => {
    const mom = await k.join('shopmom', '쇼핑맘');
    const home = await a.add(mom, { addressName: '우리집' });
    const [product] = await t.db
      .insert(products)
      .values({ title: '아기 로션', price: 18_500, thumbnailKey: 'products/x.png', content: {}, contentText: '' })
      .returning();
    if (!product) throw new Error('no product');
    const buy = () => pay.order(mom, { orderableType: 'PRODUCT', targetId: product.id, addressId: home.id, expectedAmount: 18_500 });

    const first = await buy();
    await t.db.update(products).set({ price: 19_000 }).where(eq(products.id, product.id));
    await refusedWithoutCharge(mom, first, 409, 'PriceChanged');

    await t.db.update(products).set({ price: 18_500 }).where(eq(products.id, product.id));
    const second = await buy();
    await t.db.update(products).set({ deletedAt: clock.now() }).where(eq(products.id, product.id));
    await refusedWithoutCharge(mom, second, 409, 'OrderTargetGoneException');
  });
});

describe('unpaid orders end (ORDER_READY_TTL_MS; a virtual account by its due date)', () => {
  it('an order not confirmed within its time is refused at confirm and marked EXPIRED by the job, out of the history', async () => {
    const mom = await k.join('latemom', '늦은맘');
    const order = await newAnalysis(mom);
    clock.advance(ORDER_READY_TTL_MS);
    await refusedWithoutCharge(mom, order, 409, 'OrderNotPayableException');
    await expiry();
    expect(await orderRow(order)).toMatchObject({ status: 'EXPIRED' });
    expect(await itemRow(order)).toMatchObject({ status: 'PENDING' });
  });

  it('a virtual account past its due date whose expiry webhook was lost is settled from Toss: the item is given back', async () => {
    const mom = await k.join('duemom', '기한맘');
    const order = await newAnalysis(mom);
    expect((await pay.confirm(mom, pay.checkout(order, '가상계좌'))).status).toBe(200);
    // The webhook of the expiry fails (Toss cannot be asked), so our records still wait.
    pay.fake().failNext('lookup', { drop: 'before' });
    await pay.fake().expire(order.orderId);
    expect(await orderRow(order)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });

    await expiry();
    expect(await orderRow(order)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });
    clock.advance(7 * 24 * 3600_000 + 60_000);
    await expiry();
    expect(await orderRow(order)).toMatchObject({ status: 'EXPIRED' });
    expect(await itemRow(order)).toMatchObject({ status: 'CANCELED', cancelReason: '입금 기한이 지났어요', refundedAmount: 0 });
  });
});

describe('a member has at most MEMBER_CAPS.openOrders unpaid orders', () => {
  it('refuses the next one with TooManyOpenOrdersException, also when they arrive at once; a paid or expired one frees a place', async () => {
    const mom = await k.join('manymom', '주문맘');
    const body = () => ({ orderableType: 'REPORT_ANALYSIS', targetId: ++target, expectedAmount: 50_000, ...customer });
    const answers = await Promise.all(Array.from({ length: MEMBER_CAPS.openOrders + 5 }, () => pay.createOrder(mom, body())));
    expect(
      answers.filter((r) => r.status === 200),
      answers[0]?.text,
    ).toHaveLength(MEMBER_CAPS.openOrders);
    expect(answers.filter((r) => r.status !== 200).map((r) => r.json)).toEqual(
      Array.from({ length: 5 }, () => errorOf(429, 'TooManyOpenOrdersException').json),
    );

    const [paid] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.memberId, (await k.me(mom)).id))
      .limit(1);
    if (!paid) throw new Error('no order');
    await t.db.update(orders).set({ status: 'DONE' }).where(eq(orders.id, paid.id));
    expect((await pay.createOrder(mom, body())).status).toBe(200);
    expect(await pay.createOrder(mom, body())).toMatchObject(errorOf(429, 'TooManyOpenOrdersException'));
    clock.advance(ORDER_READY_TTL_MS);
    expect((await pay.createOrder(mom, body())).status).toBe(200);
  });
});

describe('a deposit Toss has but our records missed (its webhook lost)', () => {
  it('is refunded by the cancel only with the refund account, and the item records the whole amount given back', async () => {
    const mom = await k.join('lostmom', '분실맘');
    const order = await newAnalysis(mom);
    const success = pay.checkout(order, '가상계좌');
    expect((await pay.confirm(mom, success)).status).toBe(200);
    pay.fake().failNext('lookup', { drop: 'before' });
    await pay.fake().deposit(order.orderId);
    const itemId = order.orderItemIds[0] ?? 0;
    expect(await pay.detail(mom, itemId)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });

    // Before decision 0077 this went to Toss without the account and answered 422 PaymentCancelRefusedException.
    expect(await pay.cancel(mom, itemId, { reason: '단순 변심' })).toMatchObject(errorOf(422, 'VirtualAccountInfoRequiredException'));
    expect((await pay.cancel(mom, itemId, { reason: '단순 변심', refundAccount })).status).toBe(200);
    expect(await pay.detail(mom, itemId)).toMatchObject({ status: 'CANCELED', refundedAmount: 50_000 });
    expect(pay.fake().refundAccountOf(success.paymentKey)).toMatchObject({ bank: '88' });
  });
});

describe('a card payment reported by the webhook for a target that is gone', () => {
  it('is canceled back at Toss, and the item records the whole amount given back', async () => {
    const mom = await k.join('cardgonemom', '카드맘');
    const order = await newAnalysis(mom);
    const success = pay.checkout(order);
    // Toss charged, but its answer to our confirm was lost: our order is still READY.
    pay.fake().failNext('confirm', { drop: 'after' });
    expect((await pay.confirm(mom, success)).status).toBe(503);
    expect(await orderRow(order)).toMatchObject({ status: 'READY' });
    analysis.calls.gone.add(target);

    expect(await pay.fake().notify(success.paymentKey)).toBe(200);
    expect(pay.fake().payment(success.paymentKey)).toMatchObject({ status: 'CANCELED' });
    expect(await orderRow(order)).toMatchObject({ status: 'CANCELED' });
    expect(await itemRow(order)).toMatchObject({ status: 'CANCELED', refundedAmount: 50_000 });
  });
});
