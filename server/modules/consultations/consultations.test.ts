import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminConsultationsApi } from '../../../src/contract/admin-consultations-api.ts';
import { adminDashboardApi } from '../../../src/contract/admin-dashboard-api.ts';
import { consultationsApi } from '../../../src/contract/consultations-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, JOIN_PASSWORD, memberKit, type Pair } from '../../test/members.ts';
import { errorOf, ordersKit } from '../../test/orders-test-kit.ts';

/** Decision 0069 (SPEC §2 /main/counsel, /admin/consultation; §4; §8 "consultation finished"; §9 CONSULTATION). */
const clock = testClock(new Date('2026-12-03T01:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
let admin: Pair;
let mom: Pair;
let expertId: number;
let child: number;

const mine = async () =>
  dataOf(await t.request('GET', '/api/members/consultations', { tokens: mom }), consultationsApi.memberConsultations.response).consultations;
const detail = async (id: number) =>
  dataOf(await t.request('GET', `/api/admin/consultations/${id}`, { tokens: admin }), adminConsultationsApi.adminConsultation.response);
const step = (id: number, what: string, body?: unknown) => t.request('POST', `/api/admin/consultations/${id}/${what}`, { tokens: admin, body });
const inHours = (h: number) => new Date(clock.now().getTime() + h * 3_600_000).toISOString();
const smsTo = (phone: string) => t.deps.smsOutbox?.(phone);

/** Moves the clock on, signing in again: the tokens of before would have expired (SPEC §7). */
async function advance(hours: number) {
  clock.advance(hours * 3_600_000);
  admin = await k.signIn('admin');
  mom = await k.signIn('counselmom', JOIN_PASSWORD);
}

async function request(content = '밤에 자주 깨요.') {
  await pay.payFor(mom, {
    orderableType: 'CONSULTATION',
    targetId: child,
    consultationPhone: '010-2222-3333',
    consultationContent: content,
    consultationTimes: ['WEEKDAY_EVENING', 'WEEKEND'],
  });
  const [newest] = await mine();
  if (!newest) throw new Error('no consultation');
  return newest;
}

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  expertId = (await k.me(await k.signIn('expert'))).id;
  mom = await k.join('counselmom', '상담맘');
  child = await k.addChild(mom, bornChild('초롱이', '2025-06-01T03:00:00Z'));
});

describe('a paid CONSULTATION becomes a request the member follows', () => {
  it("keeps the phone, the words and the times, and refuses words past 1,000 characters or another's child", async () => {
    const made = await request();
    expect(made).toMatchObject({
      status: 'REQUESTED',
      phone: '01022223333',
      content: '밤에 자주 깨요.',
      times: ['WEEKDAY_EVENING', 'WEEKEND'],
      expertNickname: null,
    });
    const long = await pay.createOrder(mom, {
      orderableType: 'CONSULTATION',
      targetId: child,
      expectedAmount: 50_000,
      consultationContent: '가'.repeat(1_001),
      customerName: '상담맘',
      customerMobilePhone: '010-2222-3333',
      customerEmail: null,
    });
    expect({ status: long.status, json: long.json }).toEqual(errorOf(400, 'InvalidConsultationContent'));
    const other = await k.join('counselother', '옆집상담');
    const res = await pay.createOrder(other, {
      orderableType: 'CONSULTATION',
      targetId: child,
      expectedAmount: 50_000,
      customerName: '옆집',
      customerMobilePhone: '010-1111-2222',
      customerEmail: null,
    });
    expect(res.status).toBe(404);
  });

  it('is scheduled with an expert and a time (SMS and the member sees it), rescheduled, then finished and provided', async () => {
    const [made] = await mine();
    const id = made?.id ?? 0;
    expect(await step(id, 'finish')).toMatchObject(errorOf(409, 'ConsultationStateException'));
    expect(await step(id, 'schedule', { expertId, scheduledAt: inHours(-1) })).toMatchObject(errorOf(400, 'InvalidConsultationTime'));
    expect(await step(id, 'schedule', { expertId: 1, scheduledAt: inHours(24) })).toMatchObject(errorOf(404, 'NoSuchUserException'));
    const scheduled = dataOf(await step(id, 'schedule', { expertId, scheduledAt: inHours(24) }), adminConsultationsApi.scheduleConsultation.response);
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', expert: { id: expertId, nickname: '육아전문가' }, phone: '01022223333' });
    expect(smsTo('01022223333')).toContain('전문가 상담이 2026년 12월 4일');
    expect((await mine())[0]).toMatchObject({ status: 'SCHEDULED', expertNickname: '육아전문가' });
    expect((await step(id, 'schedule', { expertId, scheduledAt: inHours(48) })).status).toBe(200);
    expect(smsTo('01022223333')).toContain('로 바뀌었어요');
    // Before its time nothing took place (decision 0084): refused, still scheduled, still the member's to cancel.
    expect(await step(id, 'finish')).toMatchObject(errorOf(409, 'ConsultationNotYetHeldException'));
    expect(await detail(id)).toMatchObject({ status: 'SCHEDULED', finishedAt: null, item: { status: 'PAID' } });
    await advance(48);
    const finished = dataOf(await step(id, 'finish'), adminConsultationsApi.finishConsultation.response);
    expect(finished).toMatchObject({ status: 'FINISHED', item: { status: 'PROVIDED' } });
    expect(await step(id, 'schedule', { expertId, scheduledAt: inHours(72) })).toMatchObject(errorOf(409, 'ConsultationStateException'));
    // Provided: the member can no longer cancel it.
    const cancel = await pay.cancel(mom, finished.item.id, { reason: '필요 없어요' });
    expect(cancel.status).toBe(409);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resourceKind, 'consultation'), eq(auditLog.resourceId, id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['consultation.schedule', 'consultation.finish', 'personal_data.view']));
  });

  it('is scheduled neither in the past nor more than a year ahead (decision 0084), changing nothing', async () => {
    const made = await request('한 해 뒤');
    const year = 365 * 24;
    expect(await step(made.id, 'schedule', { expertId, scheduledAt: inHours(year + 1) })).toMatchObject(errorOf(400, 'ConsultationTimeTooFar'));
    expect(await step(made.id, 'schedule', { expertId, scheduledAt: clock.now().toISOString() })).toMatchObject(errorOf(400, 'InvalidConsultationTime'));
    expect(await detail(made.id)).toMatchObject({ status: 'REQUESTED', scheduledAt: null, expert: null });
    expect((await step(made.id, 'schedule', { expertId, scheduledAt: inHours(year) })).status).toBe(200);
    // Leaves the later tests' lists as they were: refunded, canceled.
    const refund = await t.request('POST', `/api/admin/order-items/${(await detail(made.id)).item.id}/cancel`, { tokens: admin, body: { reason: '정리' } });
    expect(refund.status).toBe(200);
  });

  it('is canceled with its refund while not provided, and marked a no-show with a reason once scheduled', async () => {
    const second = await request('말이 늦어요.');
    const before = await detail(second.id);
    const refund = await t.request('POST', `/api/admin/order-items/${before.item.id}/cancel`, { tokens: admin, body: { reason: '회원 요청' } });
    expect(refund.status).toBe(200);
    expect((await mine()).find((c) => c.id === second.id)).toMatchObject({ status: 'CANCELED' });
    const third = await request('식사 습관');
    expect((await step(third.id, 'schedule', { expertId, scheduledAt: inHours(5) })).status).toBe(200);
    expect((await step(third.id, 'no-show', { reason: '' })).status).toBe(400);
    expect(await step(third.id, 'no-show', { reason: '세 번 통화 시도' })).toMatchObject(errorOf(409, 'ConsultationNotYetHeldException'));
    await advance(5);
    expect(dataOf(await step(third.id, 'no-show', { reason: '세 번 통화 시도' }), adminConsultationsApi.noShowConsultation.response)).toMatchObject({
      status: 'NO_SHOW',
      item: { status: 'PROVIDED' },
    });
  });
});

describe('the back office list (GET /api/admin/consultations)', () => {
  it('names a request waiting past 48 hours overdue, counts it on the dashboard, and masks phones in the list', async () => {
    const waiting = await request('기저귀 떼기');
    const list = async (q: string) =>
      dataOf(await t.request('GET', `/api/admin/consultations?${q}`, { tokens: admin }), adminConsultationsApi.adminConsultations.response);
    expect((await list('status=REQUESTED')).items.map((c) => [c.id, c.phone])).toEqual([[waiting.id, '010-****-3333']]);
    clock.advance(49 * 3_600_000);
    expect((await list('status=OVERDUE')).items.map((c) => c.id)).toEqual([waiting.id]);
    // The one this file finished, and the demo consultation the expert held (server/seed/demo-orders.ts).
    expect((await list(`expertId=${expertId}&status=FINISHED`)).total).toBe(2);
    const board = dataOf(await t.request('GET', '/api/admin/dashboard', { tokens: admin }), adminDashboardApi.adminDashboard.response);
    expect(board.queues).toMatchObject({ consultationWaiting: 1, consultationOverdue: 1 });
    const csv = await t.request('GET', '/api/admin/consultations/csv?status=OVERDUE', { tokens: admin });
    expect(csv.text).toContain('지연');
    expect(csv.text).not.toContain('01022223333');
    expect(await t.request('GET', '/api/admin/consultations/abc', { tokens: admin })).toMatchObject({ status: 400 });
    expect(await t.request('GET', '/api/admin/consultations/2147483000', { tokens: admin })).toMatchObject(errorOf(404, 'NoSuchConsultationException'));
    expect((await t.request('GET', '/api/admin/consultations', { tokens: mom })).status).toBe(403);
  });
});
