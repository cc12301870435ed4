import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail, AdminOrderPage } from '../../../src/contract/admin-payments-api.ts';
import { AuditPage } from '../../../src/contract/audit-api.ts';
import type { OrderItemDetail } from '../../../src/contract/orders.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { orderableFactories } from '../../orderables.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { errorOf, ordersKit, recordingOrderable } from '../../test/orders-test-kit.ts';
import { maskPaymentKey } from './order-detail.ts';

/** SPEC §2 /admin/payment, §4, §5, §8 and decisions 0024, 0041, 0043: the order list, detail, totals, CSV and the admin's cancel. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const analysis = recordingOrderable('REPORT_ANALYSIS');
const exam = recordingOrderable('GROWTH_EXAMINATION');
let admin: Pair;
let mom: Pair;
let other: Pair;
let momId = 0;
let target = 900;
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '결제맘' };

const list = async (query: string) => dataOf(await t.request('GET', `/api/admin/orders${query}`, { tokens: admin }), AdminOrderPage);
const detail = async (orderId: number) => dataOf(await t.request('GET', `/api/admin/orders/${orderId}`, { tokens: admin }), AdminOrderDetail);
const adminCancel = (itemId: number, body: unknown, tokens: Pair = admin) =>
  t.request('POST', `/api/admin/order-items/${itemId}/cancel`, { tokens, body, remoteAddress: '198.51.100.7' });
const orderIdOf = async (item: OrderItemDetail) => (await t.db.select().from(orders).where(eq(orders.tossOrderId, item.orderId)))[0]?.id ?? 0;
const paymentKeyOf = async (item: OrderItemDetail) => (await t.db.select().from(orders).where(eq(orders.tossOrderId, item.orderId)))[0]?.paymentKey ?? '';
const expectError = (res: { status: number; json: unknown }, status: number, key: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, key));
const auditOf = async (itemId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resourceKind, 'order_item'), eq(auditLog.resourceId, itemId)));
const paid = (tokens: Pair, method: '카드' | '가상계좌' = '카드', orderableType: 'REPORT_ANALYSIS' | 'GROWTH_EXAMINATION' = 'REPORT_ANALYSIS') =>
  pay.payFor(tokens, { orderableType, targetId: ++target, method });

let card: OrderItemDetail;
let second: OrderItemDetail;
let waiting: OrderItemDetail;
let others: OrderItemDetail;

const t = testApp({ clock, orderables: [...orderableFactories, analysis.factory, exam.factory], demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.join('paymom', '결제맘');
  other = await k.join('paydad', '옆집아빠');
  momId = (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'paymom')))[0]?.id ?? 0;
  // Ordered on known Korea days: 2026-11-20 00:30 KST is still 2026-11-19 in UTC.
  clock.set(new Date('2026-11-19T15:30:00Z'));
  card = await paid(mom);
  clock.set(new Date('2026-11-21T03:00:00Z'));
  second = await paid(mom);
  waiting = await paid(mom, '가상계좌', 'GROWTH_EXAMINATION');
  others = await paid(other);
  clock.set(new Date('2026-11-22T03:00:00Z'));
});

describe('GET /api/admin/orders', () => {
  it('lists every member’s items newest first, with the order, the member and the method', async () => {
    const page = await list('?category=nickname&q=결제');
    expect(page.items.map((i) => i.id)).toEqual([waiting.id, second.id, card.id]);
    expect(page.items[2]).toMatchObject({
      orderId: await orderIdOf(card),
      tossOrderId: card.orderId,
      orderableType: 'REPORT_ANALYSIS',
      status: 'PAID',
      orderStatus: 'DONE',
      method: '카드',
      memberId: momId,
      memberNickname: '결제맘',
      amount: 50_000,
    });
    expect(page.total).toBe(3);
  });

  it('filters by orderable type, item status, member number, part of the Toss orderId and Korea order days; sorts and pages', async () => {
    expect((await list('?category=nickname&q=결제&type=GROWTH_EXAMINATION')).items.map((i) => i.id)).toEqual([waiting.id]);
    expect((await list('?category=nickname&q=결제&status=WAITING_FOR_DEPOSIT')).items.map((i) => i.id)).toEqual([waiting.id]);
    expect((await list(`?category=id&q=${momId}&type=REPORT_ANALYSIS`)).items.map((i) => i.id)).toEqual([second.id, card.id]);
    expect((await list(`?category=orderNo&q=${others.orderId.slice(3, 20)}`)).items.map((i) => i.id)).toEqual([others.id]);
    expect((await list('?category=nickname&q=결제&from=2026-11-20&to=2026-11-20')).items.map((i) => i.id)).toEqual([card.id]);
    expect((await list('?category=nickname&q=결제&sort=id&dir=asc&size=2&page=2')).items.map((i) => i.id)).toEqual([waiting.id]);
  });

  it('answers the totals per orderable type of the range and search (not of its type or status chips)', async () => {
    const { totals } = await list('?category=nickname&q=결제&type=GROWTH_EXAMINATION&status=PAID');
    expect(totals.find((x) => x.orderableType === 'REPORT_ANALYSIS')).toEqual({
      orderableType: 'REPORT_ANALYSIS',
      paidCount: 2,
      paidAmount: 100_000,
      refundedCount: 0,
      refundedAmount: 0,
    });
    // Waiting for the deposit is not paid yet.
    expect(totals.find((x) => x.orderableType === 'GROWTH_EXAMINATION')).toMatchObject({ paidCount: 0, paidAmount: 0 });
    expect(totals.map((x) => x.orderableType)).toEqual(['DIARY_COMMENT', 'DIARY_PDF', 'CONSULTATION', 'GROWTH_EXAMINATION', 'REPORT_ANALYSIS', 'PRODUCT']);
  });

  it('answers the SPEC §8 keys for a bad search, type, status and date range', async () => {
    const key = async (query: string) => ((await t.request('GET', `/api/admin/orders${query}`, { tokens: admin })).json as { message: string }).message;
    expect(await key('?category=email&q=a')).toBe('InvalidSearchCategory');
    expect(await key('?category=nickname&q=결제!')).toBe('InvalidSearchNickname');
    expect(await key('?category=phone&q=010a')).toBe('InvalidSearchPhone');
    expect(await key('?category=id&q=0')).toBe('InvalidMemberId');
    expect(await key('?category=orderNo&q=a%25b')).toBe('InvalidSearchCategory');
    expect(await key('?type=COFFEE')).toBe('InvalidOrderType');
    expect(await key('?status=REFUNDED')).toBe('BadRequest');
    expect(await key('?from=2026-11-21&to=2026-11-20')).toBe('InvalidSearchDateRange');
    expect(await key('?sort=memberId')).toBe('BadRequest');
  });

  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/orders', { tokens: mom })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/orders')).status).toBe(401);
    expect((await t.request('GET', `/api/admin/orders/${await orderIdOf(card)}`, { tokens: mom })).status).toBe(403);
    expect((await adminCancel(card.id, { reason: '관리자 아님' }, mom)).status).toBe(403);
  });
});

describe('GET /api/admin/orders/csv', () => {
  it('streams the current filter with a Korean file name (BOM and quoting: csv-stream.test.ts)', async () => {
    const res = await t.request('GET', '/api/admin/orders/csv?category=nickname&q=결제&sort=id&dir=asc', { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%EA%B2%B0%EC%A0%9C/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.split(',').slice(0, 4)).toEqual(['품목 번호', '주문 번호', '토스 주문번호', '종류']);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([card.id, second.id, waiting.id]);
    // Korea time and the list's words (decision 0046): ordered at 2026-11-20 00:30 KST, not 2026-11-19T15:30Z.
    const [cardLine, , waitingLine] = lines.slice(1).map((l) => l.split(','));
    expect(cardLine?.[3]).toBe('월간 리포트 전문가 피드백');
    expect(cardLine?.[15]).toBe('2026-11-20 00:30');
    expect(waitingLine?.slice(3, 4)).toEqual(['발달 검사']);
    expect(waitingLine?.slice(9, 12)).toEqual(['입금 대기', '입금 대기', '가상계좌']);
    // Nothing paid yet: nothing given back, nothing kept (decision 0084).
    expect(waitingLine?.slice(5, 8)).toEqual(['50000', '0', '0']);
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  it('shows the Toss payment (key masked), receipt, the member and the items', async () => {
    const found = await detail(await orderIdOf(card));
    const key = await paymentKeyOf(card);
    expect(found).toMatchObject({
      tossOrderId: card.orderId,
      status: 'DONE',
      customerPhone: '010-****-5678',
      member: { id: momId, nickname: '결제맘' },
      payment: { paymentKey: maskPaymentKey(key), status: 'DONE', method: '카드' },
      virtualAccount: null,
      cancels: [],
      items: [{ id: card.id, status: 'PAID', cancelable: true, refundAccountRequired: false }],
    });
    expect(found.payment?.paymentKey).not.toContain(key.slice(6, -4));
    expect(found.payment?.approvedAt).toBeTruthy();
    expect(found.payment?.receiptUrl).toContain(`/receipt/${key}`);
  });

  it('shows the virtual account a payment waits on', async () => {
    const found = await detail(await orderIdOf(waiting));
    expect(found).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      payment: { method: '가상계좌' },
      items: [{ status: 'WAITING_FOR_DEPOSIT', cancelable: true }],
    });
    expect(found.virtualAccount).toMatchObject({ accountNumber: expect.any(String), dueDate: expect.any(String) });
  });

  it('answers NoSuchOrderItemException for an unknown order and BadRequest for a malformed id', async () => {
    expectError(await t.request('GET', '/api/admin/orders/999999', { tokens: admin }), 404, 'NoSuchOrderItemException');
    expectError(await t.request('GET', '/api/admin/orders/abc', { tokens: admin }), 400, 'BadRequest');
  });

  it('records the view of the member’s order in the audit log (personal data, decision 0048): who, from where, whose', async () => {
    const orderId = await orderIdOf(others);
    const views = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resourceKind, 'order'), eq(auditLog.resourceId, orderId), eq(auditLog.action, 'personal_data.view')));
    expect(await views()).toEqual([]);
    await t.request('GET', `/api/admin/orders/${orderId}`, { tokens: admin, remoteAddress: '198.51.100.9' });
    const otherId = (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'paydad')))[0]?.id;
    expect(await views()).toMatchObject([{ clientAddress: '198.51.100.9', after: { memberId: otherId } }]);
    const listed = dataOf(await t.request('GET', `/api/admin/audit-log?action=personal_data.view&resourceKind=order`, { tokens: admin }), AuditPage);
    expect(listed.items.map((e) => e.resourceId)).toContain(orderId);
  });
});

describe('POST /api/admin/order-items/:orderItemId/cancel', () => {
  it('refunds a paid item through Toss with the reason, revokes it and writes the audit row in the same transaction', async () => {
    const res = await adminCancel(card.id, { reason: '중복 결제 환불' });
    expect(res.status, res.text).toBe(200);
    const found = dataOf(res, AdminOrderDetail);
    expect(found).toMatchObject({
      status: 'CANCELED',
      payment: { status: 'CANCELED' },
      cancels: [{ cancelReason: '중복 결제 환불', cancelAmount: 50_000 }],
      items: [{ id: card.id, status: 'CANCELED', cancelReason: '중복 결제 환불', cancelable: false, canceledAt: clock.now().toISOString() }],
    });
    expect(pay.fake().payment(await paymentKeyOf(card))).toMatchObject({ status: 'CANCELED' });
    expect(analysis.calls.revoked).toContain(card.id);
    const [row] = await auditOf(card.id);
    expect(row).toMatchObject({
      action: 'order_item.cancel',
      reason: '중복 결제 환불',
      clientAddress: '198.51.100.7',
      before: { status: 'PAID', orderStatus: 'DONE' },
      after: { status: 'CANCELED', orderStatus: 'CANCELED', refundedAmount: 50_000 },
    });
    // The record's detail reads the same rows; the member sees the item canceled in their history.
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=order_item&resourceId=${card.id}`, { tokens: admin }), AuditPage);
    expect(audit.items.map((e) => e.reason)).toEqual(['중복 결제 환불']);
    // The row names the item's order, so the log links to the order's detail.
    expect(audit.items.map((e) => e.orderId)).toEqual([await orderIdOf(card)]);
    expect(await pay.detail(mom, card.id)).toMatchObject({ status: 'CANCELED', cancelReason: '중복 결제 환불' });
    // The totals count it as given back.
    const { totals } = await list('?category=nickname&q=결제');
    expect(totals.find((x) => x.orderableType === 'REPORT_ANALYSIS')).toMatchObject({ paidCount: 2, refundedCount: 1, refundedAmount: 50_000 });
  });

  it('refuses a second cancel and a provided item with 409 CannotCancelOrderItemException, writing no audit row', async () => {
    expectError(await adminCancel(card.id, { reason: '다시' }), 409, 'CannotCancelOrderItemException');
    const [provided] = await t.db.select().from(orderItems).where(eq(orderItems.status, 'PROVIDED'));
    if (!provided) throw new Error('the demo seed has a provided consultation');
    expectError(await adminCancel(provided.id, { reason: '환불 요청' }), 409, 'CannotCancelOrderItemException');
    expect(await auditOf(provided.id)).toEqual([]);
    expect(await auditOf(card.id)).toHaveLength(1);
  });

  it('requires a reason, a known item and a well-formed id', async () => {
    expectError(await adminCancel(second.id, { reason: ' ' }), 400, 'BadRequest');
    expectError(await adminCancel(second.id, {}), 400, 'BadRequest');
    expectError(await adminCancel(987_654, { reason: '환불' }), 404, 'NoSuchOrderItemException');
    expectError(await t.request('POST', '/api/admin/order-items/x1/cancel', { tokens: admin, body: { reason: '환불' } }), 400, 'BadRequest');
  });

  it('Toss refusing or not answering changes nothing and writes no audit row; the retry refunds', async () => {
    pay.fake().failNext('cancel', { status: 403, code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
    expectError(await adminCancel(second.id, { reason: '환불' }), 422, 'PaymentCancelRefusedException');
    pay.fake().failNext('cancel', { drop: 'after' });
    expectError(await adminCancel(second.id, { reason: '환불' }), 503, 'PaymentUnavailableException');
    // Toss canceled, our transaction rolled back: still PAID here, no audit row yet.
    expect((await detail(await orderIdOf(second))).items[0]).toMatchObject({ status: 'PAID', cancelable: true });
    expect(await auditOf(second.id)).toEqual([]);
    const retry = await adminCancel(second.id, { reason: '환불' });
    expect(dataOf(retry, AdminOrderDetail).items[0]).toMatchObject({ status: 'CANCELED' });
    expect(await auditOf(second.id)).toHaveLength(1);
  });

  it('a deposited virtual account needs the refund account (422 VirtualAccountInfoRequiredException) at a known bank', async () => {
    const va = await paid(other, '가상계좌');
    await pay.fake().deposit(va.orderId);
    const orderId = await orderIdOf(va);
    expect((await detail(orderId)).items[0]).toMatchObject({ status: 'PAID', refundAccountRequired: true });
    expectError(await adminCancel(va.id, { reason: '환불' }), 422, 'VirtualAccountInfoRequiredException');
    expectError(await adminCancel(va.id, { reason: '환불', refundAccount: { ...refundAccount, bankCode: '99' } }), 404, 'NoSuchBankCodeException');
    expect(await auditOf(va.id)).toEqual([]);
    const res = await adminCancel(va.id, { reason: '환불', refundAccount });
    expect(dataOf(res, AdminOrderDetail).items[0]).toMatchObject({ status: 'CANCELED' });
    expect(pay.fake().refundAccountOf(await paymentKeyOf(va))).toEqual({ bank: '88', accountNumber: '110123456789', holderName: '결제맘' });
    const [row] = await auditOf(va.id);
    expect(row?.after).toEqual({ status: 'CANCELED', orderStatus: 'CANCELED', refundedAmount: 50_000, refundedTotal: 50_000, refundBankCode: '88' });
  });

  it('cancels a virtual account still waiting for its deposit without a refund account (nothing to give back)', async () => {
    const res = await adminCancel(waiting.id, { reason: '입금 전 취소' });
    expect(dataOf(res, AdminOrderDetail).items[0]).toMatchObject({ status: 'CANCELED' });
    expect((await auditOf(waiting.id))[0]?.after).toMatchObject({ refundedAmount: 0 });
  });
});
