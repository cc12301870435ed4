import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import type { Order } from '../../../src/contract/orders.ts';
import { orderItems, orders, paymentWebhookEvents } from '../../db/schema/orders.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { RATE_RULES } from '../../lib/rate-limit.ts';
import { orderableFactories } from '../../orderables.ts';
import { WEBHOOK_EVENTS_PER_PAYMENT } from './payment-webhook.ts';
import { errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
let mom: Pair;
let target = 500;

const itemOf = async (order: Order) =>
  (
    await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, order.orderItemIds[0] ?? 0))
  )[0];
const orderOf = async (order: Order) => (await t.db.select().from(orders).where(eq(orders.tossOrderId, order.orderId)))[0];
const events = async () => t.db.select().from(paymentWebhookEvents);
const fulfilCount = (order: Order) => analysis.calls.fulfilled.filter((id) => id === order.orderItemIds[0]).length;

/** An order paid by virtual account, waiting for its deposit. */
async function waiting(targetId = ++target) {
  const order = await pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId });
  const success = pay.checkout(order, '가상계좌');
  expect((await pay.confirm(mom, success)).status).toBe(200);
  return { order, success };
}

const t = testApp({ clock, orderables: [...orderableFactories, analysis.factory] });
beforeAll(async () => {
  mom = await k.join('hookmom', '입금맘');
});

describe('DEPOSIT_CALLBACK (ARCHITECTURE §6: re-fetched from Toss before acting)', () => {
  it('a deposit into the virtual account pays and fulfils the item; the refund then needs an account', async () => {
    const { order } = await waiting();
    expect(await pay.fake().deposit(order.orderId)).toBe(200);
    expect(await itemOf(order)).toMatchObject({ status: 'PAID', paidAt: clock.now() });
    expect(await orderOf(order)).toMatchObject({ status: 'DONE' });
    expect(fulfilCount(order)).toBe(1);
    expect(await pay.detail(mom, order.orderItemIds[0] ?? 0)).toMatchObject({
      status: 'PAID',
      virtualAccount: null,
      cancelable: true,
      refundAccountRequired: true,
    });
  });

  it('a replayed delivery is harmless — acknowledged, stored once, nothing done twice (decision 0024)', async () => {
    const { order, success } = await waiting();
    await pay.fake().deposit(order.orderId);
    const before = (await events()).length;
    const body = {
      createdAt: '2026-11-22T12:00:00.000000',
      secret: pay.fake().payment(success.paymentKey)?.secret,
      orderId: order.orderId,
      status: 'DONE',
      transactionKey: 'tx1',
    };
    const answers = await Promise.all([pay.webhook(body), pay.webhook(body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await pay.webhook(body)).toMatchObject({ status: 200, json: { code: '200', data: null } });
    expect((await events()).length).toBe(before + 1);
    expect(fulfilCount(order)).toBe(1);
  });

  it('a delivery claiming a deposit Toss does not know of changes nothing (the body is never believed)', async () => {
    const { order } = await waiting();
    const forged = await pay.webhook({ createdAt: '2026-11-22T12:30:00.000000', secret: 'forged', orderId: order.orderId, status: 'DONE' });
    expect(forged.status).toBe(200);
    expect(await itemOf(order)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });
    expect(fulfilCount(order)).toBe(0);
  });

  it('stores no delivery about a payment that is not ours, however many arrive (decision 0032)', async () => {
    const before = (await events()).length;
    for (let i = 0; i < 30; i++) {
      const forged = await pay.webhook({
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: `2026-11-22T12:00:${String(i).padStart(2, '0')}`,
        data: { paymentKey: `tdodam_forged_${i}`, orderId: `not_ours_${i}`, status: 'DONE' },
      });
      expect(forged.status).toBe(200);
    }
    expect((await events()).length).toBe(before);
  });

  it('stores at most WEBHOOK_EVENTS_PER_PAYMENT distinct deliveries for one payment; more are acknowledged and dropped', async () => {
    const { order } = await waiting();
    const before = (await events()).length;
    for (let i = 0; i < WEBHOOK_EVENTS_PER_PAYMENT + 10; i++) {
      expect(
        (
          await pay.webhook({
            createdAt: `2026-11-22T13:${String(i).padStart(2, '0')}:00.000000`,
            secret: 'x',
            orderId: order.orderId,
            status: 'WAITING_FOR_DEPOSIT',
          })
        ).status,
      ).toBe(200);
    }
    expect((await events()).length - before).toBe(WEBHOOK_EVENTS_PER_PAYMENT);
  });

  it('limits the anonymous webhook per address (TooManyRequestsException)', async () => {
    const from = (remoteAddress: string) =>
      t.request('POST', '/api/open/payments/toss-webhook', {
        body: { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: 'nobody', status: 'DONE' } },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.tossWebhook.limit + 1; i++) statuses.push((await from('203.0.113.77')).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect((await from('203.0.113.78')).status).toBe(200);
  });

  it('acknowledges deliveries about payments that are not ours; a body naming no payment is 400', async () => {
    expect((await pay.webhook({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: 'x', data: { paymentKey: 'tdodam_unknown', status: 'DONE' } })).status).toBe(
      200,
    );
    expect((await pay.webhook({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: 'x', data: { orderId: 'someone_elses_order', status: 'DONE' } })).status).toBe(
      200,
    );
    expect(await pay.webhook({ eventType: 'PAYMENT_STATUS_CHANGED' })).toEqual(expect.objectContaining(errorOf(400, 'BadRequest')));
    expect((await t.request('POST', '/api/open/payments/toss-webhook', { rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('Toss not answering the re-fetch is 503, so that Toss delivers again; the next delivery is processed', async () => {
    const { order, success } = await waiting();
    pay.fake().failNext('lookup', { drop: 'before' });
    const body = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: '2026-11-22T13:00:00.000000', data: { paymentKey: success.paymentKey, status: 'DONE' } };
    expect(await pay.fake().deposit(order.orderId)).toBe(503); // delivered while the look-up fails …
    expect(await itemOf(order)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });
    expect(await pay.webhook(body)).toEqual(expect.objectContaining({ status: 200 })); // … and settled by the next delivery
    expect(await itemOf(order)).toMatchObject({ status: 'PAID' });
  });
});

describe('PAYMENT_STATUS_CHANGED', () => {
  it('a card payment confirmed at Toss whose answer never reached us is paid and fulfilled by the webhook', async () => {
    const order = await pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target });
    const success = pay.checkout(order);
    await t.deps.toss.confirm(success, 'lost-answer');
    expect(await pay.fake().notify(success.paymentKey)).toBe(200);
    expect(await itemOf(order)).toMatchObject({ status: 'PAID' });
    expect(fulfilCount(order)).toBe(1);
    // The member's browser then arrives at the success page: the same paid order.
    expect(dataOf(await pay.confirm(mom, success), ordersApi.confirmPayment.response).status).toBe('DONE');
    expect(fulfilCount(order)).toBe(1);
  });

  it('an expired virtual account cancels the item, revokes it and frees the report to be bought again', async () => {
    const targetId = ++target;
    const { order } = await waiting(targetId);
    expect(await pay.fake().expire(order.orderId)).toBe(200);
    const item = await itemOf(order);
    expect(item).toMatchObject({ status: 'CANCELED', cancelReason: '입금 기한이 지났어요', canceledAt: clock.now() });
    expect(await orderOf(order)).toMatchObject({ status: 'EXPIRED' });
    expect(analysis.calls.revoked).toContain(item?.id);
    expect((await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId })).status).toBe('PAID');
  });

  it('a payment canceled at Toss (the dashboard) cancels and revokes the item', async () => {
    const item = await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target });
    const [row] = await t.db.select().from(orders).where(eq(orders.tossOrderId, item.orderId));
    await t.deps.toss.cancel(row?.paymentKey ?? '', { cancelReason: '고객 요청으로 관리자 취소' }, 'dashboard-cancel');
    await pay.fake().notify(row?.paymentKey ?? '');
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'CANCELED', cancelReason: '고객 요청으로 관리자 취소', cancelable: false });
    expect(analysis.calls.revoked).toContain(item.id);
  });

  it('a second once-only purchase reported by webhook reaches the unique index and is canceled back at Toss', async () => {
    const targetId = ++target;
    const late = await pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId }); // a second tab, before the first paid
    await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId });
    const success = pay.checkout(late);
    await t.deps.toss.confirm(success, 'second-tab'); // paid at Toss; its browser never came back
    expect(await pay.fake().notify(success.paymentKey)).toBe(200);
    expect(pay.fake().payment(success.paymentKey)).toMatchObject({ status: 'CANCELED' });
    expect(await itemOf(late)).toMatchObject({ status: 'CANCELED' });
    expect(await orderOf(late)).toMatchObject({ status: 'CANCELED' });
    const live = await t.db.select().from(orderItems).where(eq(orderItems.targetId, targetId));
    expect(live.filter((i) => i.status === 'PAID')).toHaveLength(1);
  });
});
