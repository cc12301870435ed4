import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { DiaryAreas } from '../../../src/contract/diary.ts';
import { ReportContent } from '../../../src/contract/reports.ts';
import { ScheduleList } from '../../../src/contract/schedules-api.ts';
import { childMeasurements, childVaccinations } from '../../db/schema/children.ts';
import { careLogs } from '../../db/schema/care-logs.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import type { createRecordingPush } from '../../integrations/push.ts';
import { bornChild, unbornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { makeReports } from './report-batch.ts';
import { claimReports, makeReport, queueMonth, runReportGeneration } from './report-generation.ts';

/**
 * Decision 0067, a batch at once: the contents a batch makes are those one report at a time makes,
 * the schedules are the schedules API's items (rows never listed count as unrecorded), a report is
 * kept once when two passes make it, and only members with a device are pushed to.
 */
const clock = testClock(new Date('2026-11-20T03:00:00Z'));
const k = memberKit(() => t);
let mom: Pair;
let memberId: number;
const kids: Record<'listed' | 'never' | 'unborn' | 'older', number> = { listed: 0, never: 0, unborn: 0, older: 0 };

const none: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const write = (childId: number, entryDate: string, ml: number) =>
  t.db.insert(diaries).values({ memberId, childId, clientId: randomUUID(), entryDate, writtenOn: entryDate, areas: { ...none, water: { ml } } });
const contents = async (month: string) =>
  new Map((await t.db.select().from(monthlyReports).where(eq(monthlyReports.month, month))).map((r) => [r.childId, v.parse(ReportContent, r.content)]));

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('batchmom', '배치맘');
  memberId = (await k.me(mom)).id;
  kids.listed = await k.addChild(mom, bornChild('접종', '2026-07-01T03:00:00Z'));
  kids.never = await k.addChild(mom, bornChild('처음', '2026-08-20T03:00:00Z'));
  kids.unborn = await k.addChild(mom, unbornChild('뱃속'));
  kids.older = await k.addChild(mom, bornChild('언니', '2024-03-05T03:00:00Z'));
  // 접종's schedule is listed (its rows made) and two doses recorded in October; 처음's never is.
  const listed = dataOf(await t.request('GET', `/api/members/children/${kids.listed}/vaccinations`, { tokens: mom }), ScheduleList);
  for (const key of ['DTaP-1', 'IPV-1']) {
    const item = listed.items.find((i) => i.key === key);
    const res = await t.request('PATCH', `/api/members/children/${kids.listed}/vaccinations/${item?.id}`, {
      tokens: mom,
      body: { date: '2026-10-02', memo: null },
    });
    expect(res.status).toBe(200);
  }
  for (const [i, child] of Object.values(kids).entries()) {
    await write(child, '2026-09-10', 200 + i * 10);
    await write(child, '2026-10-03', 300 + i * 10);
    await write(child, '2026-10-28', 500 + i * 10);
  }
  await t.db.insert(childMeasurements).values([
    { childId: kids.listed, measuredOn: '2026-10-01', heightCm: 64, weightKg: 7.1, headCm: 42 },
    { childId: kids.older, measuredOn: '2026-10-15', heightCm: 95, weightKg: 14.2, headCm: null },
  ]);
  // 접종's daily log in October (decision 0098): two logged days.
  const log = (logDay: string, at: string, kind: 'FEEDING' | 'SLEEP' | 'DIAPER', detail: 'FORMULA' | 'WET' | null, amountMl: number | null, minutes = 0) => ({
    childId: kids.listed,
    clientId: randomUUID(),
    kind,
    detail,
    amountMl,
    startedAt: new Date(at),
    endedAt: minutes ? new Date(Date.parse(at) + minutes * 60_000) : null,
    logDay,
  });
  await t.db
    .insert(careLogs)
    .values([
      log('2026-10-03', '2026-10-03T01:00:00Z', 'FEEDING', 'FORMULA', 120),
      log('2026-10-03', '2026-10-03T02:00:00Z', 'SLEEP', null, null, 90),
      log('2026-10-04', '2026-10-04T01:00:00Z', 'DIAPER', 'WET', null),
      log('2026-10-04', '2026-10-04T02:00:00Z', 'DIAPER', 'WET', null),
      log('2026-11-01', '2026-10-31T15:30:00Z', 'DIAPER', 'WET', null),
    ]);
  // September made first, so October compares with it.
  await queueMonth(t.db, '2026-09', clock.now());
  await makeReports(t.db, clock, await claimReports(t.db, clock.now()), { pendingOnly: true });
});

describe('making a batch of reports (decision 0067)', () => {
  it('makes the contents one report at a time makes, with the schedules API items', async () => {
    expect(await queueMonth(t.db, '2026-10', clock.now())).toBe(4);
    const batch = await claimReports(t.db, clock.now());
    expect((await makeReports(t.db, clock, batch, { pendingOnly: true })).map((r) => r.nickname).sort()).toEqual(['뱃속', '언니', '접종', '처음'].sort());
    const together = await contents('2026-10');
    for (const report of batch) await makeReport(t.db, clock, report);
    expect(await contents('2026-10')).toEqual(together);
    const listed = together.get(kids.listed);
    expect(listed?.previous).toMatchObject({ daysWritten: 1, averageWaterMl: 200 });
    expect(listed?.schedules.done).toEqual([
      { kind: 'VACCINATION', name: expect.any(String), date: '2026-10-02' },
      { kind: 'VACCINATION', name: expect.any(String), date: '2026-10-02' },
    ]);
    // What is open in November is what the schedules API shows open then, for a child never listed too;
    // the two rotavirus vaccines, neither chosen, are the one choice (decision 0080).
    const rotavirus = '로타바이러스 (RV): 로타릭스(RV1) 또는 로타텍(RV5) 중 한 가지';
    for (const child of [kids.listed, kids.never]) {
      const items = dataOf(await t.request('GET', `/api/members/children/${child}/vaccinations`, { tokens: mom }), ScheduleList).items;
      const opening = items.filter((i) => !i.date && i.windowStart <= '2026-11-30' && i.windowEnd >= '2026-11-01');
      const open = [...new Set(opening.map((i) => (i.group === 'RV' ? rotavirus : i.nameKo)))];
      const due = together.get(child)?.schedules.dueNextMonth.filter((d) => d.kind === 'VACCINATION');
      expect(due?.map((d) => d.name)).toEqual(open);
      expect(open.length).toBeGreaterThan(0);
      expect(open).toContain(rotavirus);
      expect(due?.filter((d) => d.name.includes('로타'))).toHaveLength(1);
    }
    expect(together.get(kids.unborn)?.schedules).toEqual({ done: [], dueNextMonth: [] });
    expect(together.get(kids.older)?.growth).toHaveLength(1);
    // The month's daily log per logged day; a child without one has none, and November's log is not October's.
    expect(listed?.careLog).toEqual({ daysLogged: 2, feedingsPerDay: 0.5, bottleMlPerDay: 60, sleepHoursPerDay: 0.8, diapersPerDay: 1 });
    expect(together.get(kids.never)?.careLog).toBeNull();
  });

  it('writes no schedule rows for a child whose schedule was never listed', async () => {
    const fresh = await k.addChild(mom, bornChild('새로', '2026-05-01T03:00:00Z'));
    await write(fresh, '2026-10-09', 400);
    const [row] = await t.db.insert(monthlyReports).values({ childId: fresh, memberId, month: '2026-10' }).returning();
    if (!row) throw new Error('no row');
    const [made] = await makeReports(t.db, clock, [row], { pendingOnly: true });
    expect(made?.nickname).toBe('새로');
    expect(await t.db.select().from(childVaccinations).where(eq(childVaccinations.childId, fresh))).toEqual([]);
  });

  it('keeps a report once when two passes make it, and the second pass keeps and announces nothing', async () => {
    await t.db
      .update(monthlyReports)
      .set({ status: 'PENDING', content: null })
      .where(and(eq(monthlyReports.childId, kids.older), eq(monthlyReports.month, '2026-10')));
    const claimed = await claimReports(t.db, clock.now());
    expect(claimed.map((c) => c.childId)).toEqual([kids.older]);
    expect(await makeReports(t.db, clock, claimed, { pendingOnly: true })).toHaveLength(1);
    expect(await makeReports(t.db, clock, claimed, { pendingOnly: true })).toEqual([]);
  });

  it('skips a report whose child is gone, and pushes only to members with a device', async () => {
    const ghost = { id: 2_000_000_000, childId: 2_000_000_000, memberId, month: '2026-10' };
    expect(await makeReports(t.db, clock, [ghost], { pendingOnly: true })).toEqual([]);
    const push = t.deps.push;
    if (!('sent' in push) || !Array.isArray(push.sent)) throw new Error('tests send pushes to the recorder');
    const sent: ReturnType<typeof createRecordingPush>['sent'] = push.sent;
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await t.request('PUT', '/api/users/push-noti', { tokens: mom, body: { enabled: true } })).status).toBe(200);
    expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens: mom, body: { endpoint, keys } })).status).toBe(200);
    // Another member's report in the same pass, no device: nothing is sent for it.
    const other = await k.join('batchother', '옆집배치');
    const otherChild = await k.addChild(other, bornChild('옆집', '2025-01-01T03:00:00Z'));
    await t.db.insert(monthlyReports).values({ childId: otherChild, memberId: (await k.me(other)).id, month: '2026-10' });
    await t.db
      .update(monthlyReports)
      .set({ status: 'PENDING', content: null, claimedAt: null })
      .where(and(eq(monthlyReports.childId, kids.listed), eq(monthlyReports.month, '2026-10')));
    const before = sent.length;
    expect((await runReportGeneration({ db: t.db, clock, log: pino({ level: 'silent' }), push })).made).toBe(2);
    expect(sent.slice(before).map((s) => [s.target.endpoint, s.message.title])).toEqual([[endpoint, '월간 리포트가 도착했어요']]);
  });
});
