import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import type { Order } from '../../../src/contract/orders.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { orderableFactories } from '../../orderables.ts';
import { errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
const comment = recordingOrderable('DIARY_COMMENT');
let mom: Pair;
let other: Pair;
let target = 100;

const expectError = (res: { status: number; json: unknown }, status: number, key: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, key));
const orderRow = async (order: Order) => (await t.db.select().from(orders).where(eq(orders.tossOrderId, order.orderId)))[0];
const itemRows = async (order: Order) =>
  t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.id, order.orderItemIds[0] ?? 0));
const newAnalysis = () => pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target });

const t = testApp({ clock, orderables: [...orderableFactories, analysis.factory, comment.factory] });
beforeAll(async () => {
  mom = await k.join('paymom', '결제맘');
  other = await k.join('othermom', '옆집맘');
});

describe('a tampered amount is refused and not confirmed (decision 0024)', () => {
  it('answers 400 PaymentAmountMismatchException without calling Toss; the order stays payable', async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    const charges = pay.fake().charges();
    expectError(await pay.confirm(mom, { ...success, amount: 100 }), 400, 'PaymentAmountMismatchException');
    expect(pay.fake().payment(success.paymentKey)).toMatchObject({ status: 'IN_PROGRESS' });
    expect(pay.fake().charges()).toBe(charges);
    expect(await orderRow(order)).toMatchObject({ status: 'READY', paymentKey: null });
    expect(await itemRows(order)).toMatchObject([{ status: 'PENDING' }]);
    expect((await pay.confirm(mom, success)).status).toBe(200);
  });

  it('a checkout opened with a lowered amount comes back with that amount and is refused the same way', async () => {
    const order = await newAnalysis();
    const cheap = pay.fake().checkout({ orderId: order.orderId, orderName: order.orderName, amount: 1_000 });
    expectError(await pay.confirm(mom, cheap), 400, 'PaymentAmountMismatchException');
    expect(pay.fake().payment(cheap.paymentKey)).toMatchObject({ status: 'IN_PROGRESS' });
  });
});

describe('a double confirm charges and fulfils once (decision 0024)', () => {
  it('two tabs confirming at once: both answer the same paid order; Toss charged once, fulfil ran once', async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    const charges = pay.fake().charges();
    const [a, b] = await Promise.all([pay.confirm(mom, success), pay.confirm(mom, success)]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const answers = [a, b].map((res) => dataOf(res ?? { json: null }, ordersApi.confirmPayment.response));
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ orderId: order.orderId, status: 'DONE', amount: 50_000 });
    expect(pay.fake().charges()).toBe(charges + 1);
    expect(analysis.calls.fulfilled.filter((id) => id === order.orderItemIds[0])).toHaveLength(1);
    expect(await itemRows(order)).toMatchObject([{ status: 'PAID', paidAt: clock.now() }]);
  });

  it('the success URL opened again later answers the same order and does nothing more', async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    const first = dataOf(await pay.confirm(mom, success), ordersApi.confirmPayment.response);
    const charges = pay.fake().charges();
    const fulfilled = analysis.calls.fulfilled.length;
    const replay = await pay.confirm(mom, success);
    expect(dataOf(replay, ordersApi.confirmPayment.response)).toEqual(first);
    expect(pay.fake().charges()).toBe(charges);
    expect(analysis.calls.fulfilled).toHaveLength(fulfilled);
  });

  it('a paid order confirmed with another payment answers 409 OrderNotPayableException', async () => {
    const order = await newAnalysis();
    await pay.confirm(mom, pay.checkout(order));
    expectError(await pay.confirm(mom, pay.checkout(order)), 409, 'OrderNotPayableException');
  });
});

describe('a Toss failure leaves the order unpaid and retryable (decision 0024)', () => {
  it('a refusal (card declined) answers 422 PaymentRefusedException; the order stays READY, out of the history, and a new checkout pays it', async () => {
    const order = await newAnalysis();
    pay.fake().failNext('confirm', { status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    expectError(await pay.confirm(mom, pay.checkout(order)), 422, 'PaymentRefusedException');
    expect(await orderRow(order)).toMatchObject({ status: 'READY', paymentKey: null, paidAt: null });
    expect(await itemRows(order)).toMatchObject([{ status: 'PENDING' }]);
    const history = dataOf(await pay.history(mom), ordersApi.orderItems.response).orderItems;
    expect(history.map((i) => i.id)).not.toContain(order.orderItemIds[0]);
    const retry = await pay.confirm(mom, pay.checkout(order));
    expect(dataOf(retry, ordersApi.confirmPayment.response).status).toBe('DONE');
  });

  it("a lost answer after Toss charged answers 503 PaymentUnavailableException; the retry replays Toss's answer and charges once", async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    const charges = pay.fake().charges();
    pay.fake().failNext('confirm', { drop: 'after' });
    expectError(await pay.confirm(mom, success), 503, 'PaymentUnavailableException');
    expect(await orderRow(order)).toMatchObject({ status: 'READY' });
    expect(analysis.calls.fulfilled).not.toContain(order.orderItemIds[0]);
    expect(dataOf(await pay.confirm(mom, success), ordersApi.confirmPayment.response).status).toBe('DONE');
    expect(pay.fake().charges()).toBe(charges + 1);
    expect(analysis.calls.fulfilled.filter((id) => id === order.orderItemIds[0])).toHaveLength(1);
  });

  it("a failure on Toss's side (5xx) is 503 too, and a refusal of our keys is never blamed on the card", async () => {
    const order = await newAnalysis();
    pay.fake().failNext('confirm', { status: 500, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' });
    expectError(await pay.confirm(mom, pay.checkout(order)), 503, 'PaymentUnavailableException');
    pay.fake().failNext('confirm', { status: 401, code: 'UNAUTHORIZED_KEY' });
    expectError(await pay.confirm(mom, pay.checkout(order)), 503, 'PaymentUnavailableException');
    expect(await orderRow(order)).toMatchObject({ status: 'READY' });
  });

  it('confirm without an Idempotency-Key replay (ALREADY_PROCESSED_PAYMENT at Toss) settles from the payment Toss holds', async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    // Confirmed at Toss (by an earlier attempt whose key expired), never here.
    await t.deps.toss.confirm(success, 'an-older-key');
    expect(dataOf(await pay.confirm(mom, success), ordersApi.confirmPayment.response).status).toBe('DONE');
  });
});

describe('bought only once (SPEC §4): a unique index, not only a check', () => {
  it('a second order for a bought report answers 409 AlreadyOrderedReportException; for a diary comment AlreadyOrderedDiaryCommentException', async () => {
    const bought = await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: 9001 });
    expect(bought.status).toBe('PAID');
    expectError(
      await pay.createOrder(mom, {
        customerName: '이하늘',
        customerMobilePhone: '01012345678',
        customerEmail: null,
        orderableType: 'REPORT_ANALYSIS',
        targetId: 9001,
        expectedAmount: 50_000,
      }),
      409,
      'AlreadyOrderedReportException',
    );
    await pay.payFor(mom, { orderableType: 'DIARY_COMMENT', targetId: 9001 });
    expectError(
      await pay.createOrder(mom, {
        customerName: '이하늘',
        customerMobilePhone: '01012345678',
        customerEmail: null,
        orderableType: 'DIARY_COMMENT',
        targetId: 9001,
        expectedAmount: 10_000,
      }),
      409,
      'AlreadyOrderedDiaryCommentException',
    );
  });

  it('two tabs with two orders for one report, confirmed at once: one is paid, the other answers AlreadyOrderedReportException and keeps no charge', async () => {
    const [a, b] = await Promise.all([
      pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: 9100 }),
      pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: 9100 }),
    ]);
    if (!a || !b) throw new Error('two orders expected');
    const [sa, sb] = [pay.checkout(a), pay.checkout(b)];
    const answers = await Promise.all([pay.confirm(mom, sa), pay.confirm(mom, sb)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.json).toEqual({ code: '409', message: 'AlreadyOrderedReportException' });
    // Toss holds exactly one charge: the loser was refused before Toss, or canceled back after the index refused it.
    const held = [sa, sb].map((s) => pay.fake().payment(s.paymentKey)?.status).filter((status) => status === 'DONE');
    expect(held).toHaveLength(1);
    const live = await t.db.select().from(orderItems).where(eq(orderItems.targetId, 9100));
    expect(live.filter((i) => i.status === 'PAID')).toHaveLength(1);
  });
});

describe('whatever fails after Toss charged is canceled back', () => {
  it('fulfil failing answers its key; the payment is canceled at Toss and the item shows as canceled', async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    analysis.calls.failFulfil = true;
    expectError(await pay.confirm(mom, success), 404, 'NoSuchReportException');
    expect(pay.fake().payment(success.paymentKey)).toMatchObject({ status: 'CANCELED' });
    expect(await orderRow(order)).toMatchObject({ status: 'CANCELED', paymentKey: success.paymentKey });
    const [item] = await itemRows(order);
    expect(item).toMatchObject({ status: 'CANCELED' });
    expect(item?.cancelReason).toMatch(/자동으로 취소/);
    expect(analysis.calls.fulfilled).not.toContain(order.orderItemIds[0]);
  });
});

describe('virtual accounts', () => {
  it('confirm answers WAITING_FOR_DEPOSIT: the item waits (not fulfilled yet), shows its account, and already counts as bought', async () => {
    const order = await pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: 9200 });
    const res = await pay.confirm(mom, pay.checkout(order, '가상계좌'));
    expect(dataOf(res, ordersApi.confirmPayment.response).status).toBe('WAITING_FOR_DEPOSIT');
    const id = order.orderItemIds[0] ?? 0;
    expect(analysis.calls.fulfilled).not.toContain(id);
    const item = await pay.detail(mom, id);
    expect(item).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      method: '가상계좌',
      cancelable: true,
      refundAccountRequired: false,
      virtualAccount: { bankCode: '20', holderName: '이하늘' },
    });
    expect(item.virtualAccount?.dueDate).toMatch(/\+09:00$/);
    expectError(
      await pay.createOrder(mom, {
        customerName: '이하늘',
        customerMobilePhone: '01012345678',
        customerEmail: null,
        orderableType: 'REPORT_ANALYSIS',
        targetId: 9200,
        expectedAmount: 50_000,
      }),
      409,
      'AlreadyOrderedReportException',
    );
  });
});

describe('whose order', () => {
  it("another member's order or an unknown orderId is 404 NoSuchOrderItemException; a malformed body is 400", async () => {
    const order = await newAnalysis();
    const success = pay.checkout(order);
    expectError(await pay.confirm(other, success), 404, 'NoSuchOrderItemException');
    expectError(await pay.confirm(mom, { ...success, orderId: 'dodam_unknown_order' }), 404, 'NoSuchOrderItemException');
    expectError(await pay.confirm(mom, { ...success, orderId: 'a b' }), 400, 'BadRequest');
    expectError(await pay.confirm(mom, { paymentKey: success.paymentKey, orderId: success.orderId, amount: '50000' }), 400, 'BadRequest');
    expect(pay.fake().payment(success.paymentKey)).toMatchObject({ status: 'IN_PROGRESS' });
  });
});
