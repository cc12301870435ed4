import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import type { OrderItemDetail } from '../../../src/contract/orders.ts';
import { orders } from '../../db/schema/orders.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { orderableFactories } from '../../orderables.ts';
import { errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';
import { markProvided } from './provided.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
let mom: Pair;
let other: Pair;
let target = 700;

const expectError = (res: { status: number; json: unknown }, status: number, key: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, key));
const paymentKeyOf = async (item: OrderItemDetail) => (await t.db.select().from(orders).where(eq(orders.tossOrderId, item.orderId)))[0]?.paymentKey ?? '';
const tossStatus = async (item: OrderItemDetail) => pay.fake().payment(await paymentKeyOf(item))?.status;
const paid = (method: '카드' | '가상계좌' = '카드') => pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target, method });
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '이하늘' };

const t = testApp({ clock, orderables: [...orderableFactories, analysis.factory] });
beforeAll(async () => {
  mom = await k.join('cancelmom', '취소맘');
  other = await k.join('othermom', '옆집맘');
});

describe('cancel before provision (decision 0024)', () => {
  it('cancels through Toss: the item is CANCELED with its reason, revoked, and the payment canceled at Toss', async () => {
    const item = await paid();
    const res = await pay.cancel(mom, item.id, { reason: '단순 변심' });
    expect(res.status).toBe(200);
    expect(dataOf(res, ordersApi.cancelOrderItem.response)).toMatchObject({
      id: item.id,
      status: 'CANCELED',
      cancelReason: '단순 변심',
      canceledAt: clock.now().toISOString(),
      cancelable: false,
    });
    expect(pay.fake().payment(await paymentKeyOf(item))).toMatchObject({ status: 'CANCELED', cancels: [{ cancelReason: '단순 변심', cancelAmount: 50_000 }] });
    expect(analysis.calls.revoked).toContain(item.id);
    const history = dataOf(await pay.history(mom), ordersApi.orderItems.response).orderItems;
    expect(history.find((i) => i.id === item.id)?.status).toBe('CANCELED');
    // Bought only once counts live purchases: the report can be bought again.
    expect((await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: item.targetId })).status).toBe('PAID');
  });

  it('a second cancel answers 409 CannotCancelOrderItemException', async () => {
    const item = await paid();
    await pay.cancel(mom, item.id, { reason: '단순 변심' });
    expectError(await pay.cancel(mom, item.id, { reason: '다시' }), 409, 'CannotCancelOrderItemException');
  });

  it('the same request sent again with its Idempotency-Key answers the first answer', async () => {
    const item = await paid();
    const first = await pay.cancel(mom, item.id, { reason: '단순 변심' }, 'cancel-key-0001');
    const again = await pay.cancel(mom, item.id, { reason: '단순 변심' }, 'cancel-key-0001');
    expect(again.json).toEqual(first.json);
  });

  it("refuses another member's item and an unpaid (PENDING) item with 404 NoSuchOrderItemException, a missing reason with 400", async () => {
    const item = await paid();
    expectError(await pay.cancel(other, item.id, { reason: '단순 변심' }), 404, 'NoSuchOrderItemException');
    const unpaid = await pay.order(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target });
    expectError(await pay.cancel(mom, unpaid.orderItemIds[0] ?? 0, { reason: '단순 변심' }), 404, 'NoSuchOrderItemException');
    expectError(await pay.cancel(mom, item.id, { reason: ' ' }), 400, 'BadRequest');
    expect(await tossStatus(item)).toBe('DONE');
  });
});

describe('cancel after provision (decision 0024; SPEC §4: no change once provided)', () => {
  it('an item the feature marked provided answers 409 CannotCancelOrderItemException; Toss keeps the payment', async () => {
    const item = await paid();
    const provided = await t.db.transaction((tx) => markProvided(tx, item.id, clock.now()));
    expect(provided).toMatchObject({ status: 'PROVIDED', providedAt: clock.now() });
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PROVIDED', providedAt: clock.now().toISOString(), cancelable: false });
    const revoked = analysis.calls.revoked.length;
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심' }), 409, 'CannotCancelOrderItemException');
    expect(analysis.calls.revoked).toHaveLength(revoked);
    expect(await tossStatus(item)).toBe('DONE');
  });

  it('markProvided answers the item again once provided, and null for an item that is not paid', async () => {
    const item = await paid();
    const first = await t.db.transaction((tx) => markProvided(tx, item.id, clock.now()));
    expect(await t.db.transaction((tx) => markProvided(tx, item.id, clock.now()))).toEqual(first);
    const canceled = await paid();
    await pay.cancel(mom, canceled.id, { reason: '단순 변심' });
    expect(await t.db.transaction((tx) => markProvided(tx, canceled.id, clock.now()))).toBeNull();
    const waiting = await paid('가상계좌');
    expect(await t.db.transaction((tx) => markProvided(tx, waiting.id, clock.now()))).toBeNull();
    expect(await t.db.transaction((tx) => markProvided(tx, 987_654, clock.now()))).toBeNull();
  });
});

describe('virtual accounts: the refund account (SPEC §5: required for a virtual account payment)', () => {
  it('a deposited payment needs the refund account (422 VirtualAccountInfoRequiredException) at a known bank (404 NoSuchBankCodeException)', async () => {
    const item = await paid('가상계좌');
    await pay.fake().deposit(item.orderId);
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PAID', refundAccountRequired: true });
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심' }), 422, 'VirtualAccountInfoRequiredException');
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심', refundAccount: { ...refundAccount, bankCode: '99' } }), 404, 'NoSuchBankCodeException');
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심', refundAccount: { ...refundAccount, accountNumber: '12-34' } }), 400, 'BadRequest');
    expect(await tossStatus(item)).toBe('DONE');
    const res = await pay.cancel(mom, item.id, { reason: '단순 변심', refundAccount });
    expect(dataOf(res, ordersApi.cancelOrderItem.response).status).toBe('CANCELED');
    expect(pay.fake().refundAccountOf(await paymentKeyOf(item))).toEqual({ bank: '88', accountNumber: '110123456789', holderName: '이하늘' });
  });

  it('a virtual account still waiting for its deposit cancels without a refund account', async () => {
    const item = await paid('가상계좌');
    expect(item).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', refundAccountRequired: false, cancelable: true });
    const res = await pay.cancel(mom, item.id, { reason: '입금 전 취소' });
    expect(dataOf(res, ordersApi.cancelOrderItem.response)).toMatchObject({ status: 'CANCELED', virtualAccount: null });
    expect(await tossStatus(item)).toBe('CANCELED');
  });
});

describe('the item is never canceled here while Toss still holds the money', () => {
  it('Toss refusing the cancel answers 422 PaymentCancelRefusedException; the item stays PAID', async () => {
    const item = await paid();
    pay.fake().failNext('cancel', { status: 403, code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심' }), 422, 'PaymentCancelRefusedException');
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PAID', cancelable: true });
    expect(await tossStatus(item)).toBe('DONE');
  });

  it('no answer from Toss answers 503 PaymentUnavailableException and changes nothing; the retry cancels', async () => {
    const item = await paid();
    pay.fake().failNext('cancel', { drop: 'before' });
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심' }), 503, 'PaymentUnavailableException');
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PAID' });
    expect(await tossStatus(item)).toBe('DONE');
    expect(dataOf(await pay.cancel(mom, item.id, { reason: '단순 변심' }), ordersApi.cancelOrderItem.response).status).toBe('CANCELED');
  });

  it("Toss canceled but its answer was lost: 503, then the retry replays Toss's answer and the item is canceled", async () => {
    const item = await paid();
    pay.fake().failNext('cancel', { drop: 'after' });
    expectError(await pay.cancel(mom, item.id, { reason: '단순 변심' }), 503, 'PaymentUnavailableException');
    expect(await tossStatus(item)).toBe('CANCELED');
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PAID' });
    expect(dataOf(await pay.cancel(mom, item.id, { reason: '단순 변심' }), ordersApi.cancelOrderItem.response).status).toBe('CANCELED');
  });

  it('Toss canceled by another request (ALREADY_CANCELED_PAYMENT): the item is canceled here too', async () => {
    const item = await paid();
    await t.deps.toss.cancel(await paymentKeyOf(item), { cancelReason: '관리자 취소' }, 'elsewhere');
    expect(dataOf(await pay.cancel(mom, item.id, { reason: '단순 변심' }), ordersApi.cancelOrderItem.response).status).toBe('CANCELED');
  });
});
