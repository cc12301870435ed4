import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Dashboard } from '../../../src/contract/admin-dashboard-api.ts';
import { DASHBOARD_DAYS_MAX } from '../../../src/contract/admin-dashboard.ts';
import { AdminOrderPage } from '../../../src/contract/admin-payments-api.ts';
import { EXPERT_COMMENT_SLA_HOURS } from '../../../src/contract/expert-comments.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, reports } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/**
 * SPEC §2 /admin, §3 orderable types, §8 InvalidSearchDateRange; decisions 0044, 0084: known rows on known
 * Korea days give a known zero-filled series, and the queues count by the rules of their lists.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
let parent: Pair;
const HOUR = 3_600_000;

const get = (query: string, tokens = admin) => t.request('GET', `/api/admin/dashboard${query}`, { tokens });
const dashboardOf = async (query: string) => dataOf(await get(query), Dashboard);

async function member(nickname: string, createdAt: Date, extra: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ loginId: nickname, nickname, name: '김도담', phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, createdAt, ...extra })
    .returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function entry(memberId: number, childId: number, entryDate: string, createdAt: Date): Promise<number> {
  const [row] = await t.db
    .insert(diaries)
    .values({ memberId, childId, clientId: randomUUID(), entryDate, writtenOn: entryDate, areas: {}, contentText: '일기', createdAt })
    .returning({ id: diaries.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

type ItemWhen = { ordered?: Date; paidAt: Date | null; canceledAt?: Date; refunded?: number };

/** An order item as the orders module leaves it: canceled after payment, the whole amount is refunded (decision 0049). */
async function item(memberId: number, type: 'DIARY_COMMENT' | 'DIARY_PDF' | 'PRODUCT', amount: number, when: ItemWhen) {
  const { paidAt, canceledAt = null } = when;
  const createdAt = when.ordered ?? paidAt ?? canceledAt ?? clock.now();
  const [order] = await t.db
    .insert(orders)
    .values({
      memberId,
      tossOrderId: `dash-${randomUUID()}`,
      orderName: type,
      amount,
      customerName: '김도담',
      customerMobilePhone: '01012345678',
      paidAt,
      createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('insert failed');
  await t.db.insert(orderItems).values({
    orderId: order.id,
    memberId,
    orderableType: type,
    targetId: Math.floor(Math.random() * 1e6) + 1,
    name: type,
    amount,
    status: canceledAt ? 'CANCELED' : paidAt ? 'PAID' : 'PENDING',
    paidAt,
    canceledAt,
    refundedAmount: when.refunded ?? (canceledAt && paidAt ? amount : 0),
    createdAt,
  });
}

let baseline: Awaited<ReturnType<typeof dashboardOf>>['queues'];

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
  parent = await signIn('parent');
  baseline = (await dashboardOf('')).queues;
  // In August: the demo's diary fills September and October (decision 0067).
  // 2026-08-02 00:30 KST is 2026-08-01 15:30 UTC: a Korea-day boundary the UTC date would get wrong.
  const a = await member('대시맘', new Date('2026-08-01T15:30:00Z'));
  const b = await member('대시아빠', new Date('2026-08-01T14:30:00Z')); // 2026-08-01 23:30 KST
  const c = await member('대시리뷰', new Date('2026-08-04T03:00:00Z'), { reviewRequestedAt: new Date('2026-11-21T00:00:00Z') });
  await member('대시관리', new Date('2026-08-02T03:00:00Z'), { role: 'ROLE_ADMIN' }); // not a member
  const [childA] = await t.db.insert(children).values({ memberId: a, nickname: '하나', sex: 'FEMALE', born: true }).returning({ id: children.id });
  const [childA2] = await t.db.insert(children).values({ memberId: a, nickname: '두리', sex: 'MALE', born: true }).returning({ id: children.id });
  const [childB] = await t.db.insert(children).values({ memberId: b, nickname: '세찌', sex: 'MALE', born: true }).returning({ id: children.id });
  if (!childA || !childA2 || !childB) throw new Error('insert failed');
  // 10-02: a writes two entries (two children) and b one → 2 writers; 10-03: a once → 1.
  const first = await entry(a, childA.id, '2026-08-02', new Date('2026-08-01T16:00:00Z'));
  await entry(a, childA2.id, '2026-08-02', new Date('2026-08-02T01:00:00Z'));
  await entry(b, childB.id, '2026-08-02', new Date('2026-08-02T14:59:00Z'));
  const second = await entry(a, childA.id, '2026-08-03', new Date('2026-08-02T15:00:00Z'));
  // Revenue by the Korea day ordered (the payment list's days, decision 0084): 08-02 two comments paid
  // (20,000), one refunded whole on 08-03, and a product (35,000) given 11,000 back in part; 08-03 a
  // book ordered by virtual account, deposited on 08-04; an unpaid item and one canceled before
  // payment count nothing.
  await item(a, 'DIARY_COMMENT', 10_000, { paidAt: new Date('2026-08-02T02:00:00Z') });
  await item(b, 'DIARY_COMMENT', 10_000, { paidAt: new Date('2026-08-02T03:00:00Z'), canceledAt: new Date('2026-08-03T03:00:00Z') });
  await item(b, 'PRODUCT', 35_000, { paidAt: new Date('2026-08-02T05:00:00Z'), refunded: 11_000 });
  await item(b, 'PRODUCT', 99_000, { ordered: new Date('2026-08-02T05:30:00Z'), paidAt: null });
  await item(b, 'PRODUCT', 99_000, { ordered: new Date('2026-08-02T05:40:00Z'), paidAt: null, canceledAt: new Date('2026-08-02T06:00:00Z') });
  await item(a, 'DIARY_PDF', 20_000, { ordered: new Date('2026-08-03T05:00:00Z'), paidAt: new Date('2026-08-04T01:00:00Z') });
  // Queues: one request within the service level, one just past it, one written (none).
  const now = clock.now().getTime();
  const third = await entry(b, childB.id, '2026-08-03', new Date('2026-08-03T01:00:00Z'));
  await t.db.insert(expertComments).values([
    { diaryId: first, via: 'COUPON', requestedAt: new Date(now - HOUR) },
    { diaryId: second, via: 'COUPON', requestedAt: new Date(now - EXPERT_COMMENT_SLA_HOURS * HOUR - 1000) },
    { diaryId: third, via: 'COUPON', requestedAt: new Date(now - 100 * HOUR), content: '답변', writtenAt: new Date(now) },
  ]);
  // c is on the review list with two open reports; b has only a handled one.
  await t.db.insert(reports).values([
    { reporterId: a, targetKind: 'MEMBER', targetId: c, reportedMemberId: c, reason: '욕설' },
    { reporterId: b, targetKind: 'MEMBER', targetId: c, reportedMemberId: c, reason: '욕설' },
    { reporterId: a, targetKind: 'MEMBER', targetId: b, reportedMemberId: b, reason: '광고', handledAt: new Date(now) },
  ]);
});

describe('GET /api/admin/dashboard', () => {
  it('answers every Korea day of the range, zero-filled, with joins, writers and revenue by type', async () => {
    const data = await dashboardOf('?from=2026-08-01&to=2026-08-04');
    expect(data.from).toBe('2026-08-01');
    expect(data.to).toBe('2026-08-04');
    const zero = { DIARY_COMMENT: 0, DIARY_PDF: 0, CONSULTATION: 0, GROWTH_EXAMINATION: 0, REPORT_ANALYSIS: 0, PRODUCT: 0 };
    expect(data.days).toEqual([
      { day: '2026-08-01', newMembers: 1, diaryWriters: 0, revenue: zero },
      { day: '2026-08-02', newMembers: 1, diaryWriters: 2, revenue: { ...zero, DIARY_COMMENT: 10_000, PRODUCT: 24_000 } },
      { day: '2026-08-03', newMembers: 0, diaryWriters: 2, revenue: { ...zero, DIARY_PDF: 20_000 } },
      { day: '2026-08-04', newMembers: 1, diaryWriters: 0, revenue: zero },
    ]);
  });

  it('counts a day’s revenue as its link to the payment list does: its net, partial refunds subtracted', async () => {
    const { days } = await dashboardOf('?from=2026-08-01&to=2026-08-04');
    for (const day of days) {
      const { totals } = dataOf(await t.request('GET', `/api/admin/orders?from=${day.day}&to=${day.day}`, { tokens: admin }), AdminOrderPage);
      const net = Object.fromEntries(totals.map((x) => [x.orderableType, x.paidAmount - x.refundedAmount]));
      expect(day.revenue, day.day).toEqual(net);
    }
  });

  it('counts the queues by the rules of their lists: waiting within the service level, overdue past it, members on the review list', async () => {
    const data = await dashboardOf('?from=2026-08-01&to=2026-08-01');
    expect(data.slaHours).toBe(EXPERT_COMMENT_SLA_HOURS);
    expect(data.queues).toEqual({
      expertWaiting: baseline.expertWaiting + 1,
      expertOverdue: baseline.expertOverdue + 1,
      reviewMembers: baseline.reviewMembers + 1,
      // No consultation was requested here (consultations.test.ts counts them).
      consultationWaiting: baseline.consultationWaiting,
      consultationOverdue: baseline.consultationOverdue,
      inquiryWaiting: baseline.inquiryWaiting,
    });
  });

  it('defaults to the 7 Korea days ending today', async () => {
    const data = await dashboardOf('');
    expect(data.to).toBe('2026-11-22');
    expect(data.from).toBe('2026-11-16');
    expect(data.days.map((d) => d.day)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it(`takes ${DASHBOARD_DAYS_MAX} days and refuses more, a reversed range, half a range or a bad day (SPEC §8 InvalidSearchDateRange)`, async () => {
    expect((await dashboardOf('?from=2026-08-23&to=2026-11-22')).days).toHaveLength(DASHBOARD_DAYS_MAX);
    for (const query of [
      '?from=2026-08-22&to=2026-11-22',
      '?from=2026-08-05&to=2026-08-01',
      '?from=2026-08-01',
      '?from=2026-02-30&to=2026-03-01',
      '?to=2026-1-1&from=2026-01-01',
    ]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.json, query).toMatchObject({ message: 'InvalidSearchDateRange' });
    }
  });

  it('is for admins only (SPEC §6)', async () => {
    expect((await get('', parent)).status).toBe(403);
    expect((await t.request('GET', '/api/admin/dashboard')).status).toBe(401);
  });
});
