import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import { children } from '../../db/schema/children.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { errorOf, ordersKit } from '../../test/orders-test-kit.ts';
import { GONE_REFUND_REASON } from '../orders/payment-gone.ts';

/**
 * Decision 0077: a child is not deleted while a purchase for it is under way (SPEC §3 child, §4
 * order items), and a payment whose child is gone anyway is given back, never stranded.
 */
const clock = testClock(new Date('2026-12-03T01:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
let mom: Pair;
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '이하늘' };

const newChild = (name: string) => k.addChild(mom, bornChild(name, '2025-06-01T03:00:00Z'));
const remove = (id: number) => t.request('DELETE', `/api/members/children/${id}`, { tokens: mom });
const consultation = (targetId: number) => ({
  orderableType: 'CONSULTATION' as const,
  targetId,
  consultationPhone: '010-2222-3333',
  consultationContent: '밤에 자주 깨요.',
});

/** A consultation for the child paid by virtual account: confirmed, waiting for the deposit. */
async function waitingConsultation(childId: number) {
  const order = await pay.order(mom, consultation(childId));
  const success = pay.checkout(order, '가상계좌');
  const confirmed = await pay.confirm(mom, success);
  expect(confirmed.status, confirmed.text).toBe(200);
  const [itemId] = order.orderItemIds;
  if (itemId === undefined) throw new Error('no item');
  return { order, itemId, paymentKey: success.paymentKey };
}

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('deletemom', '삭제맘');
});

describe('DELETE /api/members/children/:id while something is bought for the child', () => {
  it('is refused while a virtual account waits (ChildHasOpenOrderException), then while the paid consultation is not given (ChildHasPaidServiceException), and allowed once canceled', async () => {
    const child = await newChild('기다림이');
    const { order, itemId } = await waitingConsultation(child);
    expect(await remove(child)).toMatchObject(errorOf(409, 'ChildHasOpenOrderException'));
    expect((await t.request('GET', `/api/members/children/${child}`, { tokens: mom })).status).toBe(200);

    expect(await pay.fake().deposit(order.orderId)).toBe(200);
    expect(await remove(child)).toMatchObject(errorOf(409, 'ChildHasPaidServiceException'));

    expect((await pay.cancel(mom, itemId, { reason: '단순 변심', refundAccount })).status).toBe(200);
    expect((await remove(child)).status).toBe(200);
  });

  it('is refused while an order made for the child is not yet paid (card before confirm), until the order expires', async () => {
    const child = await newChild('결제중이');
    await pay.order(mom, consultation(child));
    expect(await remove(child)).toMatchObject(errorOf(409, 'ChildHasOpenOrderException'));
    clock.advance(ORDER_READY_TTL_MS);
    expect((await remove(child)).status).toBe(200);
  });

  it('is refused while a development test was sent and waits for its result', async () => {
    const child = await newChild('검사중이');
    const item = await pay.payFor(mom, { orderableType: 'GROWTH_EXAMINATION', targetId: child });
    // What the back office's "send" does (examination-steps.ts): the item provided, the test sent.
    await t.db.update(orderItems).set({ status: 'PROVIDED', providedAt: clock.now() }).where(eq(orderItems.id, item.id));
    await t.db.update(examinations).set({ sentAt: clock.now(), access: '123456' }).where(eq(examinations.orderItemId, item.id));
    expect(await remove(child)).toMatchObject(errorOf(409, 'ChildHasPaidServiceException'));
    await t.db.update(examinations).set({ resultAt: clock.now() }).where(eq(examinations.orderItemId, item.id));
    expect((await remove(child)).status).toBe(200);
  });

  it('leaves a finished or canceled purchase alone: a child whose consultation was canceled is deleted', async () => {
    const child = await newChild('취소됨이');
    const item = await pay.payFor(mom, consultation(child));
    expect((await pay.cancel(mom, item.id, { reason: '단순 변심' })).status).toBe(200);
    expect((await remove(child)).status).toBe(200);
  });
});

describe('a payment for a child that is gone anyway (removed before this rule, or with its rows)', () => {
  it('a deposit for it is acknowledged, not applied: the item is paid, says why and is refunded with the refund account', async () => {
    const child = await newChild('사라진이');
    const { order, itemId, paymentKey } = await waitingConsultation(child);
    await t.db.delete(children).where(eq(children.id, child));

    // Before decision 0077 the consultation's insert broke its foreign key and the webhook failed on every retry.
    expect(await pay.fake().deposit(order.orderId)).toBe(200);
    expect(await pay.detail(mom, itemId)).toMatchObject({ status: 'PAID', cancelable: true, refundAccountRequired: true, cancelReason: GONE_REFUND_REASON });
    expect(await pay.cancel(mom, itemId, { reason: '아이 정보 삭제' })).toMatchObject(errorOf(422, 'VirtualAccountInfoRequiredException'));
    expect((await pay.cancel(mom, itemId, { reason: '아이 정보 삭제', refundAccount })).status).toBe(200);
    expect(await pay.detail(mom, itemId)).toMatchObject({ status: 'CANCELED', refundedAmount: 50_000 });
    expect(pay.fake().refundAccountOf(paymentKey)).toMatchObject({ bank: '88', accountNumber: '110123456789' });
  });

  it('a card confirm for it is refused before Toss charges (OrderTargetGoneException)', async () => {
    const child = await newChild('없는이');
    const order = await pay.order(mom, consultation(child));
    await t.db.delete(children).where(eq(children.id, child));
    const charges = pay.fake().charges();
    expect(await pay.confirm(mom, pay.checkout(order))).toMatchObject(errorOf(409, 'OrderTargetGoneException'));
    expect(pay.fake().charges()).toBe(charges);
  });
});
