import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { reportsApi } from '../../../src/contract/reports-api.ts';
import { ReportContent } from '../../../src/contract/reports.ts';
import type { DiaryAreas } from '../../../src/contract/diary.ts';
import { childMeasurements } from '../../db/schema/children.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports, reportMonths } from '../../db/schema/reports.ts';
import { orderItems } from '../../db/schema/orders.ts';
import type { createRecordingPush } from '../../integrations/push.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { pdfPages, squeezed } from '../../test/pdf-test-kit.ts';
import { dataOf, JOIN_PASSWORD, memberKit, type Pair } from '../../test/members.ts';
import { customer, errorOf, ordersKit } from '../../test/orders-test-kit.ts';
import { claimReports, queueMonth, REPORT_LEASE_MS, runReportGeneration } from './report-generation.ts';

/** Decision 0067 (SPEC §1 monthly reports, §4 child meals past 6 months, §8 report keys, §9 REPORT_ANALYSIS). */
const clock = testClock(new Date('2026-11-20T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const log = pino({ level: 'silent' });
let mom: Pair;
let other: Pair;
let haneul: number; // born 2025-10-17: 12 months in October 2026, eats meals
let bada: number; // born 2026-09-01: 1 month, no meals yet
let memberId: number;

const none: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const write = (childId: number, entryDate: string, areas: Partial<DiaryAreas>) =>
  t.db.insert(diaries).values({ memberId, childId, clientId: randomUUID(), entryDate, writtenOn: entryDate, areas: { ...none, ...areas } });
const run = () => runReportGeneration({ db: t.db, clock, log });
const ofReport = (childId: number, month: string) => and(eq(monthlyReports.childId, childId), eq(monthlyReports.month, month));
const reportRow = async (childId: number, month: string) => (await t.db.select().from(monthlyReports).where(ofReport(childId, month)))[0];

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('reportmom', '리포트맘');
  other = await k.join('reportother', '옆집맘');
  memberId = (await k.me(mom)).id;
  haneul = await k.addChild(mom, bornChild('하늘이', '2025-10-17T15:30:00Z'));
  bada = await k.addChild(mom, bornChild('바다', '2026-09-01T03:00:00Z'));
  // September: one entry, the month before October's comparison.
  await write(haneul, '2026-09-15', { water: { ml: 400 }, sleep: { hours: 10, naps: 2 } });
  // October: the last day at 23:59 Korea time is still October's entry (its entryDate); November 1 is not.
  await write(haneul, '2026-10-01', {
    water: { ml: 500 },
    sleep: { hours: 11, naps: 2 },
    childMeal: { times: 3, amount: 'NORMAL' },
    mood: { mood: 'GOOD' },
    illness: { symptoms: ['FEVER', 'COUGH'], temperature: 38.4 },
  });
  await write(haneul, '2026-10-31', {
    water: { ml: 700 },
    sleep: { hours: 12.5, naps: 1 },
    childMeal: { times: 2, amount: 'MUCH' },
    mood: { mood: 'GOOD' },
    illness: { symptoms: ['FEVER'], temperature: 37.9 },
  });
  await write(haneul, '2026-11-01', { water: { ml: 900 } });
  await write(bada, '2026-10-10', { breastfeeding: { times: 8, minutes: 15, formulaMl: null }, childMeal: null });
  await t.db.insert(childMeasurements).values({ childId: haneul, measuredOn: '2026-10-17', heightCm: 76, weightKg: 9.6, headCm: 46 });
});

describe('generating (queue, claim, make)', () => {
  it('makes September, then October for every child with an entry, once each, however often it runs', async () => {
    clock.set(new Date('2026-10-01T00:00:00Z')); // Oct 1, 09:00 KST: September is due
    expect(await run()).toMatchObject({ month: '2026-09', queued: 1, made: 1 });
    clock.set(new Date('2026-10-31T15:00:00Z')); // Nov 1, 00:00 KST
    expect(await run()).toMatchObject({ month: '2026-10', queued: 2, made: 2 });
    expect(await run()).toMatchObject({ month: '2026-10', queued: null, made: 0 });
    expect(await queueMonth(t.db, '2026-10', clock.now())).toBeNull();
    expect(await t.db.select().from(monthlyReports).where(eq(monthlyReports.month, '2026-10'))).toHaveLength(2);
    expect(await t.db.select().from(reportMonths)).toEqual(expect.arrayContaining([expect.objectContaining({ month: '2026-10', children: 2 })]));
  });

  it('sums each care area of the month, the last day at 23:59 KST included and November 1 left out', async () => {
    const report = await reportRow(haneul, '2026-10');
    expect(report?.status).toBe('READY');
    expect(report?.content).toMatchObject({
      month: '2026-10',
      daysInMonth: 31,
      daysWritten: 2,
      ageMonths: 12,
      ageAtMonthEnd: { kind: 'monthsDays', months: 12, days: 13 }, // born 2025-10-18 KST: the app's 12개월 13일 (decision 0075)
      areas: {
        water: { days: 2, averageMl: 600, highestMl: 700 },
        sleep: { days: 2, averageHours: 11.8, longestHours: 12.5, averageNaps: 1.5 },
        childMeal: { kind: 'RECORDED', days: 2, averageTimes: 2.5, amounts: { LITTLE: 0, NORMAL: 1, MUCH: 1 } },
        illness: { days: 2, highestTemperature: 38.4, symptoms: { FEVER: 2, COUGH: 1 } },
        mood: { days: 2, moods: { GOOD: 2 } },
        parentMeal: null,
        breastfeeding: null,
      },
      growth: [{ date: '2026-10-17', heightCm: 76, weightKg: 9.6 }],
      previous: { daysWritten: 1, averageWaterMl: 400, averageSleepHours: 10 },
    });
    const content = v.parse(ReportContent, report?.content);
    expect(content.days).toHaveLength(31);
    expect(content.days.at(-1)).toEqual({ date: '2026-10-31', waterMl: 700, sleepHours: 12.5, feeds: null, temperature: 37.9 });
    expect(content.growth[0]?.heightPercentile).toBeGreaterThan(0);
  });

  it('says NOT_YET for child meals of a child not past 6 months (SPEC §4)', async () => {
    expect((await reportRow(bada, '2026-10'))?.content).toMatchObject({
      ageMonths: 1,
      areas: { childMeal: { kind: 'NOT_YET' }, breastfeeding: { days: 1, averageTimes: 8, averageMinutes: 15 } },
    });
  });

  it('leaves a crashed claim for the lease, then another pass makes it', async () => {
    await t.db.update(monthlyReports).set({ status: 'PENDING', content: null }).where(eq(monthlyReports.childId, bada));
    const claimed = await claimReports(t.db, clock.now());
    expect(claimed.map((c) => c.childId)).toEqual([bada]);
    // The process that claimed it "dies" here: a pass within the lease leaves it alone.
    expect((await run()).made).toBe(0);
    expect((await reportRow(bada, '2026-10'))?.status).toBe('PENDING');
    clock.advance(REPORT_LEASE_MS + 1000);
    expect((await run()).made).toBe(1);
    expect((await reportRow(bada, '2026-10'))?.status).toBe('READY');
  });

  it('claims each pending report once when two passes claim side by side', async () => {
    await t.db.update(monthlyReports).set({ status: 'PENDING', content: null, claimedAt: null }).where(eq(monthlyReports.month, '2026-10'));
    const [a, b] = await Promise.all([claimReports(t.db, clock.now(), 1), claimReports(t.db, clock.now(), 1)]);
    const ids = [...(a ?? []), ...(b ?? [])].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    clock.advance(REPORT_LEASE_MS + 1000);
    expect((await run()).made).toBe(2);
  });
});

describe('members read their reports (GET /api/members/reports…)', () => {
  it('lists the newest month first with the new badge, which opening a report takes away', async () => {
    const list = dataOf(await t.request('GET', '/api/members/reports', { tokens: mom }), reportsApi.monthlyReports.response).reports;
    expect(list.map((r) => [r.childNickname, r.month])).toEqual([
      ['하늘이', '2026-10'],
      ['바다', '2026-10'],
      ['하늘이', '2026-09'],
    ]);
    expect(list.every((r) => r.isNew && r.analysis === 'NONE')).toBe(true);
    const first = list[0];
    const opened = dataOf(await t.request('GET', `/api/members/reports/${first?.id}`, { tokens: mom }), reportsApi.monthlyReport.response);
    expect(opened).toMatchObject({ id: first?.id, isNew: true, content: { month: '2026-10', daysWritten: 2 } });
    const again = dataOf(await t.request('GET', `/api/members/reports?childId=${haneul}`, { tokens: mom }), reportsApi.monthlyReports.response).reports;
    expect(again.map((r) => [r.month, r.isNew])).toEqual([
      ['2026-10', false],
      ['2026-09', true],
    ]);
  });

  it("answers NoSuchReportException for another member's report and InvalidReportId for a malformed id", async () => {
    const report = await reportRow(haneul, '2026-10');
    expect(await t.request('GET', `/api/members/reports/${report?.id}`, { tokens: other })).toMatchObject(errorOf(404, 'NoSuchReportException'));
    expect(await t.request('GET', '/api/members/reports/abc', { tokens: mom })).toMatchObject(errorOf(400, 'InvalidReportId'));
    expect(await t.request('GET', '/api/members/reports/99999999999', { tokens: mom })).toMatchObject(errorOf(400, 'InvalidReportId'));
    expect((await t.request('GET', '/api/members/reports')).status).toBe(401);
  });
});

describe('REPORT_ANALYSIS (SPEC §9, 50,000 won, once per report)', () => {
  it("is priced for the member's own report, and refused for another's and a second time", async () => {
    const report = await reportRow(haneul, '2026-10');
    const item = await pay.payFor(mom, { orderableType: 'REPORT_ANALYSIS', targetId: report?.id ?? 0 });
    expect(item).toMatchObject({ status: 'PAID', amount: 50_000 });
    expect(item.name).toBe('월간 리포트 전문가 피드백 (하늘이 2026년 10월)');
    const res = await pay.createOrder(mom, {
      orderableType: 'REPORT_ANALYSIS',
      targetId: report?.id,
      expectedAmount: 50_000,
      ...customer,
    });
    expect({ status: res.status, json: res.json }).toEqual(errorOf(409, 'AlreadyOrderedReportException'));
    const theirs = await pay.createOrder(other, {
      orderableType: 'REPORT_ANALYSIS',
      targetId: report?.id,
      expectedAmount: 50_000,
      ...customer,
    });
    expect({ status: theirs.status, json: theirs.json }).toEqual(errorOf(404, 'NoSuchReportException'));
    const list = dataOf(await t.request('GET', `/api/members/reports?childId=${haneul}`, { tokens: mom }), reportsApi.monthlyReports.response).reports;
    expect(list.find((r) => r.id === report?.id)?.analysis).toBe('ORDERED');
  });
});

describe("the expert's analysis (GET /api/experts/reports…, PUT …/feedback)", () => {
  const full = {
    water: '물은 충분해요.',
    sleep: '밤잠이 길어졌어요.',
    childMeal: '양이 고르게 늘었어요.',
    parentMeal: '부모님 식사도 챙기세요.',
    illness: '열이 하루 있었어요.',
    mood: '대체로 밝아요.',
    breastfeeding: '수유는 줄어드는 시기예요.',
  };
  let expert: Pair;
  const queue = async () => dataOf(await t.request('GET', '/api/experts/reports/queue', { tokens: expert }), reportsApi.expertReportQueue.response);
  const save = (reportId: number | undefined, body: unknown) => t.request('PUT', `/api/experts/reports/${reportId}/feedback`, { tokens: expert, body });

  beforeAll(async () => {
    expert = await k.join('reportexpert', '리포트전문가');
    await t.db.update(users).set({ role: 'ROLE_EXPERT' }).where(eq(users.loginId, 'reportexpert'));
    expert = await k.signIn('reportexpert', JOIN_PASSWORD);
  });

  it('lists the ordered analysis on the desk; a report nobody ordered stays closed to experts', async () => {
    const ordered = await reportRow(haneul, '2026-10');
    const other = await reportRow(bada, '2026-10');
    const desk = await queue();
    expect(desk.items.map((i) => [i.reportId, i.childNickname, i.month])).toEqual([[ordered?.id, '하늘이', '2026-10']]);
    expect(dataOf(await t.request('GET', `/api/experts/reports/${ordered?.id}`, { tokens: expert }), reportsApi.expertReport.response)).toMatchObject({
      id: ordered?.id,
      feedback: null,
    });
    expect(await t.request('GET', `/api/experts/reports/${other?.id}`, { tokens: expert })).toMatchObject(errorOf(409, 'NotOrderedReportException'));
    expect(await save(other?.id, full)).toMatchObject(errorOf(409, 'NotOrderedReportException'));
    expect((await t.request('GET', '/api/experts/reports/queue', { tokens: mom })).status).toBe(403);
  });

  it('refuses an empty area with EmptyExpertFeedback and keeps nothing', async () => {
    const ordered = await reportRow(haneul, '2026-10');
    for (const body of [
      { ...full, mood: '' },
      { ...full, sleep: '   ' },
    ])
      expect(await save(ordered?.id, body)).toMatchObject(errorOf(400, 'EmptyExpertFeedback'));
    // An area left out altogether is a malformed request.
    expect((await save(ordered?.id, { ...full, illness: undefined })).status).toBe(400);
    expect((await reportRow(haneul, '2026-10'))?.feedbackAt).toBeNull();
  });

  it('saves the seven areas, provides the order item, tells the member once, and the member reads it', async () => {
    const ordered = await reportRow(haneul, '2026-10');
    const push = t.deps.push;
    if (!('sent' in push) || !Array.isArray(push.sent)) throw new Error('tests send pushes to the recorder');
    // The member allows pushes on one device.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await t.request('PUT', '/api/users/push-noti', { tokens: mom, body: { enabled: true } })).status).toBe(200);
    expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens: mom, body: { endpoint, keys } })).status).toBe(200);
    const sent: ReturnType<typeof createRecordingPush>['sent'] = push.sent;
    const toMom = () => sent.filter((s) => s.target.endpoint === endpoint).map((s) => s.message);
    const saved = dataOf(await save(ordered?.id, full), reportsApi.saveReportFeedback.response);
    expect(saved.feedback).toMatchObject({ areas: full, expertNickname: '리포트전문가' });
    const [item] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderableType, 'REPORT_ANALYSIS'), eq(orderItems.targetId, ordered?.id ?? 0)));
    expect(item?.status).toBe('PROVIDED');
    // An edit keeps it provided and sends nothing again; the desk is empty.
    expect((await save(ordered?.id, { ...full, mood: '늘 밝아요.' })).status).toBe(200);
    expect((await queue()).items).toEqual([]);
    const read = dataOf(await t.request('GET', `/api/members/reports/${ordered?.id}`, { tokens: mom }), reportsApi.monthlyReport.response);
    expect(read).toMatchObject({ analysis: 'PROVIDED', feedback: { areas: { ...full, mood: '늘 밝아요.' }, expertNickname: '리포트전문가' } });
    expect(toMom()).toEqual([
      {
        title: '전문가 피드백이 도착했어요',
        body: '하늘이의 2026년 10월 리포트에 전문가가 피드백을 남겼어요.',
        url: `/my-page/monthly-report-detail/${ordered?.id}`,
        tag: `report-feedback-${ordered?.id}`,
      },
    ]);
  });
});

describe('the report as a PDF (GET /api/members/reports/:reportId/pdf)', () => {
  it("gives the member the month's report with its charts and the expert's feedback, in Korean", { timeout: 90_000 }, async () => {
    const report = await reportRow(haneul, '2026-10');
    const res = await t.app.request(`/api/members/reports/${report?.id}/pdf`, { headers: k.auth(mom) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('하늘이-2026-10-리포트.pdf'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pages = await pdfPages(bytes);
    const text = squeezed(pages.flat());
    expect(text).toContain('하늘이의2026년10월리포트');
    expect(text).toContain('하루평균600ml');
    expect(text).toContain('12개월13일(월말기준)'); // the app's age and growth words, no percentile (decision 0075)
    expect(text).toMatch(/키76cm\((상위|하위)\d+%·(작은편|보통범위|큰편)\)/);
    expect(text).not.toContain('백분위');
    expect(text).toContain('날짜별물섭취량');
    expect(text).toContain('전문가피드백');
    expect(text).toContain('늘밝아요.');
  });
  it("refuses another member's report, an expert, a malformed id and no session", async () => {
    const report = await reportRow(haneul, '2026-10');
    const get = (path: string, tokens?: Pair) => t.app.request(path, { headers: tokens ? k.auth(tokens) : {} });
    expect((await get(`/api/members/reports/${report?.id}/pdf`, other)).status).toBe(404);
    expect((await get('/api/members/reports/abc/pdf', mom)).status).toBe(400);
    expect((await get(`/api/members/reports/${report?.id}/pdf`)).status).toBe(401);
  });
});
