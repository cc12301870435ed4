/**
 * Making the monthly reports (decision 0067). Every minute each server process asks for the Korea
 * month before the current one: the first to ask queues it (the `report_months` row and a PENDING
 * report for every child with an entry that month, in one transaction, so a month is queued whole
 * or not at all), then every process claims PENDING reports a batch at a time (FOR UPDATE SKIP
 * LOCKED, so two processes never take the same row) and makes them. A claim older than the lease is
 * taken again: a process that died in the middle leaves its batch to the next pass. The unique
 * (child, month) index makes a report once, whoever queues it.
 */
import { and, asc, between, eq, exists, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatMonth } from '../../../src/contract/calendar/format.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import { DiaryAreas } from '../../../src/contract/diary.ts';
import { ReportContent } from '../../../src/contract/reports.ts';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { childMeasurements, children } from '../../db/schema/children.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports, reportMonths } from '../../db/schema/reports.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeating } from '../../lib/every-minute.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';
import { pushToMember } from '../../lib/push-member.ts';
import { createSchedulesService } from '../schedules/schedules.service.ts';
import { monthBefore, monthBounds, reportContent } from './report-content.ts';

export const REPORT_GENERATION_INTERVAL_MS = 60_000;
/** A claim older than this is taken again (a process died with it). */
export const REPORT_LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 50;
const INSERT_BATCH = 1000;

/** The Korea month before the one `now` falls in: the month whose reports are due. */
export const dueMonth = (now: Date): string => monthBefore(koreaTodayIso(now).slice(0, 7));

/** Queues a month's reports; answers how many children, or null when it was queued before. */
export async function queueMonth(db: Db, month: string, now: Date): Promise<number | null> {
  const { first, last } = monthBounds(month);
  return db.transaction(async (tx) => {
    const [marker] = await tx.insert(reportMonths).values({ month, queuedAt: now, children: 0 }).onConflictDoNothing().returning({ month: reportMonths.month });
    if (!marker) return null;
    const wrote = tx
      .select({ id: diaries.id })
      .from(diaries)
      .where(and(eq(diaries.childId, children.id), between(diaries.entryDate, first, last)));
    const found = await tx.select({ childId: children.id, memberId: children.memberId }).from(children).where(exists(wrote)).orderBy(asc(children.id));
    for (let i = 0; i < found.length; i += INSERT_BATCH) {
      const rows = found.slice(i, i + INSERT_BATCH).map((c) => ({ ...c, month, createdAt: now }));
      await tx.insert(monthlyReports).values(rows).onConflictDoNothing();
    }
    await tx.update(reportMonths).set({ children: found.length }).where(eq(reportMonths.month, month));
    return found.length;
  });
}

type Claimed = { id: number; childId: number; memberId: number; month: string };

/** Takes up to CLAIM_BATCH PENDING reports nobody holds (or whose holder's lease ran out). */
export async function claimReports(db: Db, now: Date, batch = CLAIM_BATCH): Promise<Claimed[]> {
  const expired = new Date(now.getTime() - REPORT_LEASE_MS);
  return db.transaction(async (tx) => {
    const free = await tx
      .select({ id: monthlyReports.id })
      .from(monthlyReports)
      .where(and(eq(monthlyReports.status, 'PENDING'), or(isNull(monthlyReports.claimedAt), lt(monthlyReports.claimedAt, expired))))
      .orderBy(asc(monthlyReports.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (free.length === 0) return [];
    return tx
      .update(monthlyReports)
      .set({ claimedAt: now })
      .where(
        inArray(
          monthlyReports.id,
          free.map((r) => r.id),
        ),
      )
      .returning({ id: monthlyReports.id, childId: monthlyReports.childId, memberId: monthlyReports.memberId, month: monthlyReports.month });
  });
}

/** Reads what a report is made of and keeps its content (READY); also an admin's regeneration. */
export async function makeReport(db: Db, clock: Clock, report: Claimed): Promise<{ nickname: string } | null> {
  const { first, last, next } = monthBounds(report.month);
  const [child] = await db.select().from(children).where(eq(children.id, report.childId));
  if (!child) return null;
  const entries = await db
    .select({ entryDate: diaries.entryDate, areas: diaries.areas })
    .from(diaries)
    .where(and(eq(diaries.childId, child.id), between(diaries.entryDate, first, last)));
  const measurements = await db
    .select({
      measuredOn: childMeasurements.measuredOn,
      heightCm: childMeasurements.heightCm,
      weightKg: childMeasurements.weightKg,
      headCm: childMeasurements.headCm,
    })
    .from(childMeasurements)
    .where(and(eq(childMeasurements.childId, child.id), gte(childMeasurements.measuredOn, first), lte(childMeasurements.measuredOn, last)));
  const [before] = await db
    .select({ content: monthlyReports.content })
    .from(monthlyReports)
    .where(and(eq(monthlyReports.childId, child.id), eq(monthlyReports.month, monthBefore(report.month)), eq(monthlyReports.status, 'READY')));
  const previous = before ? v.safeParse(ReportContent, before.content) : null;
  const content = reportContent({
    month: report.month,
    child: { sex: child.sex, birthDateTime: child.born ? child.birthDateTime : null },
    // Checked by the contract when written; read back through it all the same (a row it refuses counts as unwritten).
    entries: entries.flatMap((e) => {
      const areas = v.safeParse(DiaryAreas, e.areas);
      return areas.success ? [{ entryDate: e.entryDate, areas: areas.output }] : [];
    }),
    measurements,
    schedules: await schedulesOf(db, clock, child, first, last, next),
    previous: previous?.success ? previous.output : null,
  });
  await db.update(monthlyReports).set({ status: 'READY', content, generatedAt: clock.now(), claimedAt: null }).where(eq(monthlyReports.id, report.id));
  return { nickname: child.nickname };
}

/** "도담이의 2026년 11월 리포트가 도착했어요", opening the report. */
export const reportReadyMessage = (report: { id: number; month: string }, nickname: string): PushMessage => ({
  title: '월간 리포트가 도착했어요',
  body: `${nickname}의 ${formatMonth(report.month, 'ko')} 리포트를 확인해 보세요.`,
  url: `/my-page/monthly-report-detail/${report.id}`,
  tag: `report-${report.id}`,
});

/** The vaccinations and checkups recorded in the month, and those whose window is open in the next one. */
async function schedulesOf(
  db: Db,
  clock: Clock,
  child: typeof children.$inferSelect,
  first: string,
  last: string,
  next: string,
): Promise<ReportContent['schedules']> {
  if (!child.born || !child.birthDateTime) return { done: [], dueNextMonth: [] };
  const schedules = createSchedulesService(db, clock);
  const nextLast = monthBounds(next.slice(0, 7)).last;
  const done: ReportContent['schedules']['done'] = [];
  const due: ReportContent['schedules']['dueNextMonth'] = [];
  for (const [kind, list] of [
    ['VACCINATION', await schedules.list('vaccinations', child.memberId, child.id)],
    ['CHECKUP', await schedules.list('checkups', child.memberId, child.id)],
  ] as const) {
    for (const item of list.items) {
      if (item.date && item.date >= first && item.date <= last) done.push({ kind, name: item.nameKo, date: item.date });
      // One line per dose name: a dose offered as alternatives (two keys, one name) is one thing to do.
      else if (!item.date && item.windowStart <= nextLast && item.windowEnd >= next && !due.some((d) => d.kind === kind && d.name === item.nameKo))
        due.push({ kind, name: item.nameKo, date: item.windowStart });
    }
  }
  return { done, dueNextMonth: due };
}

export type ReportRun = { month: string; queued: number | null; made: number };

export async function runReportGeneration(input: { db: Db; clock: Clock; log: Logger; push?: PushSender }): Promise<ReportRun> {
  const { db, clock, log, push } = input;
  const month = dueMonth(clock.now());
  const queued = await queueMonth(db, month, clock.now());
  let made = 0;
  for (let batch = await claimReports(db, clock.now()); batch.length > 0; batch = await claimReports(db, clock.now())) {
    for (const report of batch) {
      const ready = await makeReport(db, clock, report);
      made += 1;
      // The member hears of it once it is READY (if they allow pushes); a failed push never stops the job.
      if (ready && push) await pushToMember({ db, push, log }, report.memberId, reportReadyMessage(report, ready.nickname));
    }
  }
  if (queued !== null || made > 0) log.info({ month, queued, made }, 'monthly reports made');
  return { month, queued, made };
}

/** Starts the every-minute job (main.ts); answers a stop function. Overlapping passes are skipped. */
export function startReportGeneration(deps: { database: { db: Db }; clock: Clock; log: Logger; push: PushSender }): () => void {
  const { database, clock, push, log } = deps;
  return startRepeating('monthly report', REPORT_GENERATION_INTERVAL_MS, () => runReportGeneration({ db: database.db, clock, log, push }), log);
}
