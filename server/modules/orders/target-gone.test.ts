import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '../../../src/contract/admin-payments-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { orders } from '../../db/schema/orders.ts';
import { expertCommentKit, type Writer } from '../../test/expert-comment-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, type Pair } from '../../test/members.ts';
import { ordersKit } from '../../test/orders-test-kit.ts';
import { GONE_REFUND_REASON } from './payment-gone.ts';

/**
 * Decision 0087: a paid item whose target is gone (old data, or a deposit for an entry deleted while
 * its account waited, decision 0077) says so on the member's and the admin's payment detail
 * (`targetGone`), beside what became of the money; the admin refunds it with the refund account and
 * the refund is audited. An item whose target is there says nothing of the kind.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = expertCommentKit(() => t);
const pay = ordersKit(() => t);
let mom: Writer;
let admin: Pair;
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '이하늘' };

const adminDetail = async (orderId: number) => dataOf(await t.request('GET', `/api/admin/orders/${orderId}`, { tokens: admin }), AdminOrderDetail);
const orderIdOf = async (tossOrderId: string) => {
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.tossOrderId, tossOrderId));
  if (!row) throw new Error('no order');
  return row.id;
};

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.writer('gonetarget');
});

describe('a paid item whose target is gone', () => {
  it('reads targetGone on both details, is refundable by the admin with the refund account, and the refund is audited', async () => {
    const diaryId = await k.entryOf(mom, '2026-11-15');
    const order = await pay.order(mom.tokens, { orderableType: 'DIARY_COMMENT', targetId: diaryId });
    expect((await pay.confirm(mom.tokens, pay.checkout(order, '가상계좌'))).status).toBe(200);
    const [itemId] = order.orderItemIds;
    if (itemId === undefined) throw new Error('no item');
    expect(await pay.detail(mom.tokens, itemId)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', targetGone: false });

    // Old data: the entry went before decision 0087 refused its delete; then the deposit arrives.
    await t.db.delete(diaries).where(eq(diaries.id, diaryId));
    expect(await pay.fake().deposit(order.orderId)).toBe(200);
    expect(await pay.detail(mom.tokens, itemId)).toMatchObject({ status: 'PAID', targetGone: true, cancelable: true, cancelReason: GONE_REFUND_REASON });

    const orderId = await orderIdOf(order.orderId);
    expect((await adminDetail(orderId)).items[0]).toMatchObject({
      id: itemId,
      status: 'PAID',
      targetGone: true,
      cancelable: true,
      refundAccountRequired: true,
    });
    const refunded = await t.request('POST', `/api/admin/order-items/${itemId}/cancel`, { tokens: admin, body: { reason: '대상 기록 삭제', refundAccount } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(dataOf(refunded, AdminOrderDetail).items[0]).toMatchObject({ status: 'CANCELED', refundedAmount: 10_000, targetGone: true, cancelable: false });
    expect(await pay.detail(mom.tokens, itemId)).toMatchObject({ status: 'CANCELED', refundedAmount: 10_000, targetGone: true });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceKind, 'order_item'), eq(auditLog.resourceId, itemId)));
    expect(audit.map((row) => row.action)).toEqual(['order_item.cancel']);
  });

  it('a card item whose target is there reads targetGone false, also in the answer of its cancel', async () => {
    const diaryId = await k.entryOf(mom, '2026-11-16');
    const item = await pay.payFor(mom.tokens, { orderableType: 'DIARY_COMMENT', targetId: diaryId });
    expect(item).toMatchObject({ status: 'PAID', targetGone: false });
    expect((await adminDetail(await orderIdOf(item.orderId))).items[0]?.targetGone).toBe(false);
    const canceled = await pay.cancel(mom.tokens, item.id, { reason: '단순 변심' });
    expect(canceled.status).toBe(200);
    expect(canceled.json).toMatchObject({ data: { status: 'CANCELED', targetGone: false } });
  });
});
