import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail, AdminOrderPage } from '../../../src/contract/admin-payments-api.ts';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import type { OrderItemDetail } from '../../../src/contract/orders.ts';
import { productsApi } from '../../../src/contract/products-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderableFactories } from '../../orderables.ts';
import { addressKit } from '../../test/address-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';

/**
 * Decision 0049 (SPEC §3 address fields, §4 "refund until provided", §8): a product order's detail
 * shows where it goes; an admin refunds a part of a paid item (amount up to what is left, exactly
 * once under concurrency, audited with the amount); the item and the member's history tell a
 * partial refund from a whole one; Toss's PARTIAL_CANCELED webhook keeps the item paid.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const addresses = addressKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
let admin: Pair;
let mom: Pair;
let target = 7000;

const detail = async (orderId: number) => dataOf(await t.request('GET', `/api/admin/orders/${orderId}`, { tokens: admin }), AdminOrderDetail);
const adminCancel = (itemId: number, body: unknown) => t.request('POST', `/api/admin/order-items/${itemId}/cancel`, { tokens: admin, body });
const orderOf = async (item: OrderItemDetail) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.tossOrderId, item.orderId));
  if (!row) throw new Error('no order');
  return row;
};
const auditOf = (itemId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resourceKind, 'order_item'), eq(auditLog.resourceId, itemId)))
    .orderBy(auditLog.id);
const expectError = (res: { status: number; json: unknown }, status: number, key: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, key));
/** The item's money columns in the payment CSV, found by their header names. */
async function csvMoneyOf(itemId: number): Promise<{ amount?: string; refunded?: string; net?: string }> {
  const csv = await t.request('GET', '/api/admin/orders/csv?type=REPORT_ANALYSIS', { tokens: admin });
  const [header, ...rows] = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const row = rows.find((cells) => cells[0] === String(itemId));
  const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
  return { amount: cell('금액'), refunded: cell('환불 금액'), net: cell('순매출') };
}
const paid = (method: '카드' | '가상계좌' = '카드') => pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ++target, method });

const t = testApp({ clock, orderables: [...orderableFactories, analysis.factory], demo: true, demoFiles: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.join('refundmom', '환불맘');
});

describe('a product order’s detail', () => {
  it('shows the delivery address the product goes to (the snapshot taken when it was ordered)', async () => {
    const home = await addresses.add(mom, { addressName: '우리집', recipientName: '김도담', street: '서울특별시 마포구 월드컵북로 396', detail: '3층 302호' });
    const products = dataOf(await t.request('GET', '/api/members/products', { tokens: mom }), productsApi.products.response).products;
    const product = products[0];
    if (!product) throw new Error('the demo seed has products');
    const item = await pay.payFor(mom, { orderableType: 'PRODUCT', targetId: product.id, expectedAmount: product.price, addressId: home.id });
    // A later edit of the address does not move the order.
    expect((await addresses.edit(mom, home.id, { ...home, street: '부산광역시 해운대구 센텀중앙로 1' })).status).toBe(200);
    const found = await detail((await orderOf(item)).id);
    expect(found.items[0]?.shippingAddress).toEqual({
      addressName: '우리집',
      recipientName: '김도담',
      receiverMobilePhone: '01012345678',
      receiverHomePhone: null,
      street: '서울특별시 마포구 월드컵북로 396',
      detail: '3층 302호',
      postalCode: '03925',
    });
    // Other types have no address.
    const report = await paid();
    expect((await detail((await orderOf(report)).id)).items[0]?.shippingAddress).toBeNull();
  });
});

describe('a partial refund', () => {
  it('gives back a part through Toss, keeps the item paid, names the amount in the audit row and in the member’s history', async () => {
    const item = await paid();
    const order = await orderOf(item);
    const res = await adminCancel(item.id, { reason: '배송 지연 일부 환불', amount: 20_000 });
    expect(res.status, res.text).toBe(200);
    expect(dataOf(res, AdminOrderDetail)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      payment: { status: 'PARTIAL_CANCELED', balanceAmount: 30_000 },
      cancels: [{ cancelReason: '배송 지연 일부 환불', cancelAmount: 20_000 }],
      items: [{ id: item.id, status: 'PAID', refundedAmount: 20_000, cancelable: true, canceledAt: null }],
    });
    // The member keeps the service: nothing was revoked.
    expect(analysis.calls.revoked).not.toContain(item.id);
    expect(pay.fake().payment(order.paymentKey ?? '')).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 30_000 });
    const [row] = await auditOf(item.id);
    expect(row).toMatchObject({
      action: 'order_item.cancel',
      reason: '배송 지연 일부 환불',
      before: { status: 'PAID', orderStatus: 'DONE', refundedTotal: 0 },
      after: { status: 'PAID', orderStatus: 'PARTIAL_CANCELED', refundedAmount: 20_000, refundedTotal: 20_000 },
    });
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PAID', refundedAmount: 20_000, cancelable: true });
    // The list's totals count the part given back (it stays a paid item).
    const list = dataOf(await t.request('GET', '/api/admin/orders?type=REPORT_ANALYSIS', { tokens: admin }), AdminOrderPage);
    expect(list.totals.find((x) => x.orderableType === 'REPORT_ANALYSIS')).toMatchObject({ refundedCount: 1, refundedAmount: 20_000 });
    // The CSV says of each item what was given back and what stays (decision 0084).
    expect(await csvMoneyOf(item.id)).toEqual({ amount: '50000', refunded: '20000', net: '30000' });

    // The rest, later: the whole rest is a refund of the item (revoked, CANCELED), keyed apart from the first.
    const rest = await adminCancel(item.id, { reason: '배송 지연 일부 환불', amount: 30_000 });
    expect(dataOf(rest, AdminOrderDetail)).toMatchObject({
      status: 'CANCELED',
      payment: { status: 'CANCELED', balanceAmount: 0 },
      items: [{ status: 'CANCELED', refundedAmount: 50_000, cancelable: false }],
    });
    expect(analysis.calls.revoked).toContain(item.id);
    expect((await auditOf(item.id))[1]?.after).toMatchObject({ status: 'CANCELED', refundedAmount: 30_000, refundedTotal: 50_000 });
    const history = dataOf(await pay.history(mom), ordersApi.orderItems.response).orderItems;
    expect(history.find((i) => i.id === item.id)).toMatchObject({ status: 'CANCELED', refundedAmount: 50_000 });
    expect(await csvMoneyOf(item.id)).toEqual({ amount: '50000', refunded: '50000', net: '0' });
  });

  it('refuses more than is left, nothing, a fraction, or a part of an unpaid item with InvalidRefundAmountException (400), changing nothing', async () => {
    const item = await paid();
    expect((await adminCancel(item.id, { reason: '일부', amount: 10_000 })).status).toBe(200);
    for (const amount of [40_001, 0, -5, 1.5, 2_147_483_648, '1000']) {
      expectError(await adminCancel(item.id, { reason: '일부', amount }), 400, 'InvalidRefundAmountException');
    }
    const waiting = await paid('가상계좌');
    expectError(await adminCancel(waiting.id, { reason: '일부', amount: 1000 }), 400, 'InvalidRefundAmountException');
    expect((await detail((await orderOf(item)).id)).items[0]).toMatchObject({ status: 'PAID', refundedAmount: 10_000 });
    expect(await auditOf(item.id)).toHaveLength(1);
    expect(await auditOf(waiting.id)).toEqual([]);
  });

  it('the member’s cancel after a partial refund gives back what is left', async () => {
    const item = await paid();
    expect((await adminCancel(item.id, { reason: '일부', amount: 5_000 })).status).toBe(200);
    const res = await pay.cancel(mom, item.id, { reason: '필요 없어졌어요' });
    expect(res.status, res.text).toBe(200);
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'CANCELED', refundedAmount: 50_000 });
    const order = await orderOf(item);
    expect(pay.fake().payment(order.paymentKey ?? '')).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('a deposited virtual account needs the refund account for a part too', async () => {
    const va = await paid('가상계좌');
    await pay.fake().deposit(va.orderId);
    expectError(await adminCancel(va.id, { reason: '일부', amount: 1_000 }), 422, 'VirtualAccountInfoRequiredException');
    const refundAccount = { bankCode: '06', accountNumber: '123456789012', holderName: '환불맘' };
    const res = await adminCancel(va.id, { reason: '일부', amount: 1_000, refundAccount });
    expect(dataOf(res, AdminOrderDetail).items[0]).toMatchObject({ status: 'PAID', refundedAmount: 1_000 });
    expect((await auditOf(va.id))[0]?.after).toMatchObject({ refundedAmount: 1_000, refundBankCode: '06' });
  });

  it('happens exactly once under concurrency: two parts that together exceed the rest, one wins', async () => {
    const item = await paid();
    const answers = await Promise.all([adminCancel(item.id, { reason: '동시 A', amount: 30_000 }), adminCancel(item.id, { reason: '동시 B', amount: 30_000 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const order = await orderOf(item);
    expect(pay.fake().payment(order.paymentKey ?? '')).toMatchObject({ balanceAmount: 20_000 });
    expect((await detail(order.id)).items[0]).toMatchObject({ refundedAmount: 30_000 });
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('a lost answer is retried with the same key: Toss replays its refund instead of giving the part twice', async () => {
    const item = await paid();
    pay.fake().failNext('cancel', { drop: 'after' });
    expectError(await adminCancel(item.id, { reason: '일부', amount: 10_000 }), 503, 'PaymentUnavailableException');
    expect(await auditOf(item.id)).toEqual([]);
    // Retried with another wording: the same part of the same rest is the same request.
    const retry = await adminCancel(item.id, { reason: '일부 환불', amount: 10_000 });
    expect(dataOf(retry, AdminOrderDetail)).toMatchObject({ payment: { balanceAmount: 40_000 }, items: [{ refundedAmount: 10_000 }] });
    const order = await orderOf(item);
    expect(pay.fake().payment(order.paymentKey ?? '')).toMatchObject({ balanceAmount: 40_000 });
  });
});

describe('Toss’s PARTIAL_CANCELED webhook (a part given back at Toss’s dashboard)', () => {
  it('keeps the item paid and records what Toss gave back', async () => {
    const item = await paid();
    const order = await orderOf(item);
    const paymentKey = order.paymentKey ?? '';
    await t.deps.toss.cancel(paymentKey, { cancelReason: '대시보드 일부 환불', cancelAmount: 7_000 }, 'dashboard-partial-1');
    const res = await pay.webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-11-22T12:00:00+09:00',
      data: { paymentKey, status: 'PARTIAL_CANCELED' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await pay.detail(mom, item.id)).toMatchObject({ status: 'PAID', refundedAmount: 7_000, cancelable: true });
    expect(analysis.calls.revoked).not.toContain(item.id);
    expect((await detail(order.id)).status).toBe('PARTIAL_CANCELED');
  });
});
