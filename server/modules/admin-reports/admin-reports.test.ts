import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_ROWS_HEADER } from '../../../src/contract/admin-list.ts';
import { adminReportsApi } from '../../../src/contract/admin-reports-api.ts';
import type { DiaryAreas } from '../../../src/contract/diary.ts';
import { reportsApi } from '../../../src/contract/reports-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { errorOf, ordersKit } from '../../test/orders-test-kit.ts';
import { pdfPages, squeezed } from '../../test/pdf-test-kit.ts';
import { makeReport } from '../monthly-reports/report-generation.ts';

/** Decision 0068 (SPEC §2 /admin/report, report-detail, pdf-create; §8 invalid report id): the report back office. */
const clock = testClock(new Date('2026-11-20T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
let admin: Pair;
let expert: Pair;
let mom: Pair;
let memberId: number;
const ids: Record<'paid' | 'deposit' | 'plain', number> = { paid: 0, deposit: 0, plain: 0 };

const none: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const write = (childId: number, entryDate: string, ml: number) =>
  t.db.insert(diaries).values({ memberId, childId, clientId: randomUUID(), entryDate, writtenOn: entryDate, areas: { ...none, water: { ml } } });

/** An October report for the child, made as the monthly job makes it. */
async function reportFor(childId: number): Promise<number> {
  const [row] = await t.db.insert(monthlyReports).values({ childId, memberId, month: '2026-10' }).returning();
  if (!row) throw new Error('no report row');
  await makeReport(t.db, clock, row);
  return row.id;
}

const get = (path: string, tokens: Pair = admin) => t.request('GET', path, { tokens });
const list = async (query: string) => dataOf(await get(`/api/admin/reports?memberId=${memberId}&${query}`), adminReportsApi.adminReports.response);
const detail = async (id: number) => dataOf(await get(`/api/admin/reports/${id}`), adminReportsApi.adminReport.response);
const auditRows = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resourceKind, 'report'), eq(auditLog.resourceId, id)));

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  expert = await k.signIn('expert');
  mom = await k.join('adminreportmom', '관리리포트맘');
  memberId = (await k.me(mom)).id;
  const children = await Promise.all(['가람', '나래', '다솜'].map((name, i) => k.addChild(mom, bornChild(name, `2025-0${i + 1}-10T03:00:00Z`))));
  for (const [i, child] of children.entries()) await write(child, '2026-10-31', 300 + i * 100);
  // One after another: the ids follow the children's order, which the list's sort by id reads.
  const made: number[] = [];
  for (const c of children) made.push(await reportFor(c));
  const [paid = 0, deposit = 0, plain = 0] = made;
  Object.assign(ids, { paid, deposit, plain });
  await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ids.paid });
  await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: ids.deposit, method: '가상계좌' });
});

describe('the list (GET /api/admin/reports)', () => {
  it("names each report's state: generated, ordered (deposit waiting), waiting, and overdue past the service level", async () => {
    const all = await list('month=2026-10&sort=id&dir=asc');
    expect(all.items.map((r) => [r.id, r.child.nickname, r.status, r.daysWritten])).toEqual([
      [ids.paid, '가람', 'WAITING', 1],
      [ids.deposit, '나래', 'ORDERED', 1],
      [ids.plain, '다솜', 'GENERATED', 1],
    ]);
    expect((await list('status=ORDERED')).items.map((r) => r.id)).toEqual([ids.deposit]);
    expect((await list('status=GENERATED')).items.map((r) => r.id)).toEqual([ids.plain]);
    clock.advance(73 * 3_600_000);
    expect((await list('status=OVERDUE')).items.map((r) => r.id)).toEqual([ids.paid]);
    expect((await list('status=WAITING')).items).toEqual([]);
  });

  it('finds by report number and member nickname, and refuses a malformed filter with its message', async () => {
    expect((await list(`category=reportId&q=${ids.plain}`)).items.map((r) => r.id)).toEqual([ids.plain]);
    const byName = dataOf(await get('/api/admin/reports?category=nickname&q=관리리포트'), adminReportsApi.adminReports.response);
    expect(byName.total).toBe(3);
    expect(await get('/api/admin/reports?category=reportId&q=abc')).toMatchObject(errorOf(400, 'InvalidReportId'));
    expect((await get('/api/admin/reports?month=2026-13')).status).toBe(400);
    expect((await get('/api/admin/reports?status=LOST')).status).toBe(400);
    expect((await get('/api/admin/reports', mom)).status).toBe(403);
  });

  it('exports the filter as CSV in Korean, audited as an export', async () => {
    const csv = await get(`/api/admin/reports/csv?memberId=${memberId}&status=ORDERED`);
    expect(csv.headers.get(CSV_ROWS_HEADER)).toBe('1');
    expect(csv.text).toContain('분석 주문(입금 대기)');
    expect(csv.text).toContain('나래');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'))).toHaveLength(1);
  });

  it("lists the months made, with the demo's two, and a month's batch for the PDFs", async () => {
    const months = dataOf(await get('/api/admin/reports/months'), adminReportsApi.adminReportMonths.response).months;
    expect(months.map((m) => m.month).slice(0, 2)).toEqual(['2026-10', '2026-09']);
    // October: the demo's one report and this test's three, made outside the queue; September's none.
    expect(months[0]).toMatchObject({ children: 1, ready: 4 });
    expect(months[1]).toMatchObject({ children: 1, ready: 1 });
    const batch = dataOf(await get('/api/admin/reports/batch?month=2026-10'), adminReportsApi.adminReportBatch.response);
    expect(batch.truncated).toBe(false);
    expect(batch.reports.map((r) => r.id)).toEqual(expect.arrayContaining([ids.paid, ids.deposit, ids.plain]));
    expect((await get('/api/admin/reports/batch?month=10')).status).toBe(400);
  });
});

describe('one report (GET, assign, regenerate, PDF)', () => {
  it('shows the report and its analysis, and writes the view into the audit log', async () => {
    const one = await detail(ids.paid);
    expect(one).toMatchObject({ id: ids.paid, status: 'OVERDUE', feedback: null, analysis: { status: 'PAID', amount: 50_000 }, assignedExpert: null });
    expect(one.content.areas.water).toMatchObject({ averageMl: 300 });
    expect((await auditRows(ids.paid)).map((r) => r.action)).toEqual(['personal_data.view']);
    expect(await get('/api/admin/reports/abc')).toMatchObject(errorOf(400, 'InvalidReportId'));
    expect(await get('/api/admin/reports/99999999999')).toMatchObject(errorOf(400, 'InvalidReportId'));
    expect(await get('/api/admin/reports/2147483000')).toMatchObject(errorOf(404, 'NoSuchReportException'));
  });

  it('gives a paid analysis to an expert, who finds it first on the desk; refuses what cannot be assigned', async () => {
    const expertId = (await k.me(expert)).id;
    const assign = (id: number, body: unknown) => t.request('POST', `/api/admin/reports/${id}/assign`, { tokens: admin, body });
    expect(await assign(ids.plain, { expertId, reason: '담당 지정' })).toMatchObject(errorOf(409, 'NotOrderedReportException'));
    expect(await assign(ids.deposit, { expertId, reason: '담당 지정' })).toMatchObject(errorOf(409, 'NotOrderedReportException'));
    expect(await assign(ids.paid, { expertId: memberId, reason: '담당 지정' })).toMatchObject(errorOf(404, 'NoSuchUserException'));
    expect((await assign(ids.paid, { expertId, reason: '' })).status).toBe(400);
    const assigned = dataOf(await assign(ids.paid, { expertId, reason: '담당 지정' }), adminReportsApi.assignReportExpert.response);
    expect(assigned.assignedExpert).toEqual({ id: expertId, nickname: '육아전문가' });
    const [row] = (await auditRows(ids.paid)).filter((r) => r.action === 'report.assign');
    expect(row).toMatchObject({ before: { assignedExpertId: null }, after: { assignedExpertId: expertId }, reason: '담당 지정' });
    const desk = dataOf(await get('/api/experts/reports/queue', expert), reportsApi.expertReportQueue.response);
    expect(desk.items[0]?.reportId).toBe(ids.paid);
  });

  it('makes the content again from the diary as it is now, keeping its analysis, audited', async () => {
    const child = (await detail(ids.plain)).child.id;
    await write(child, '2026-10-30', 700);
    const again = dataOf(
      await t.request('POST', `/api/admin/reports/${ids.plain}/regenerate`, { tokens: admin, body: { reason: '누락된 일기 반영' } }),
      adminReportsApi.regenerateReport.response,
    );
    expect(again).toMatchObject({ daysWritten: 2, content: { daysWritten: 2, areas: { water: { averageMl: 600, highestMl: 700 } } } });
    expect((await auditRows(ids.plain)).map((r) => [r.action, r.reason])).toContainEqual(['report.regenerate', '누락된 일기 반영']);
  });

  it("makes the member's PDF for the admin, audited; a member cannot ask for it", async () => {
    const res = await t.app.request(`/api/admin/reports/${ids.paid}/pdf`, { headers: k.auth(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = squeezed((await pdfPages(new Uint8Array(await res.arrayBuffer()))).flat());
    expect(text).toContain('가람의2026년10월리포트');
    expect((await auditRows(ids.paid)).map((r) => r.action)).toContain('report.pdf');
    expect((await t.app.request(`/api/admin/reports/${ids.paid}/pdf`, { headers: k.auth(mom) })).status).toBe(403);
  });

  it('refuses to reassign once the feedback is written', async () => {
    const full = { water: '가', sleep: '나', childMeal: '다', parentMeal: '라', illness: '마', mood: '바', breastfeeding: '사' };
    expect((await t.request('PUT', `/api/experts/reports/${ids.paid}/feedback`, { tokens: expert, body: full })).status).toBe(200);
    const expertId = (await k.me(expert)).id;
    const res = await t.request('POST', `/api/admin/reports/${ids.paid}/assign`, { tokens: admin, body: { expertId, reason: '변경' } });
    expect(res).toMatchObject(errorOf(409, 'ReportFeedbackAlreadyWrittenException'));
    expect((await list('status=DONE')).items.map((r) => [r.id, r.feedbackExpert?.nickname])).toEqual([[ids.paid, '육아전문가']]);
    expect((await t.db.select().from(users).where(eq(users.id, expertId)))[0]?.role).toBe('ROLE_EXPERT');
  });
});
