/**
 * Making the monthly reports (decision 0067). Every minute each server process asks for the Korea
 * month before the current one: the first to ask queues it (the `report_months` row and a PENDING
 * report for every child with an entry that month, in one transaction, so a month is queued whole
 * or not at all), then every process claims PENDING reports a batch at a time (FOR UPDATE SKIP
 * LOCKED, so two processes never take the same row) and makes them. A claim older than the lease is
 * taken again: a process that died in the middle leaves its batch to the next pass. The unique
 * (child, month) index makes a report once, whoever queues it. A batch is read, computed and kept
 * at once (report-batch.ts) and its members told with one look-up of their devices (report-push.ts):
 * one report at a time, the large seed's month took 7-11 minutes.
 */
import { and, asc, between, eq, exists, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatMonth } from '../../../src/contract/calendar/format.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports, reportMonths } from '../../db/schema/reports.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeating } from '../../lib/every-minute.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';
import { makeReports, type ReportRow } from './report-batch.ts';
import { monthBefore, monthBounds } from './report-content.ts';
import { pushToMembers } from './report-push.ts';

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

/** Takes up to CLAIM_BATCH PENDING reports nobody holds (or whose holder's lease ran out). */
export async function claimReports(db: Db, now: Date, batch = CLAIM_BATCH): Promise<ReportRow[]> {
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

/** Makes one report and keeps its content (READY) whatever its status: an admin's regeneration (decision 0068). */
export async function makeReport(db: Db, clock: Clock, report: ReportRow): Promise<{ nickname: string } | null> {
  const [made] = await makeReports(db, clock, [report], { pendingOnly: false });
  return made ? { nickname: made.nickname } : null;
}

/** "도담이의 2026년 11월 리포트가 도착했어요", opening the report. */
export const reportReadyMessage = (report: { id: number; month: string }, nickname: string): PushMessage => ({
  title: '월간 리포트가 도착했어요',
  body: `${nickname}의 ${formatMonth(report.month, 'ko')} 리포트를 확인해 보세요.`,
  url: `/my-page/monthly-report-detail/${report.id}`,
  tag: `report-${report.id}`,
});

export type ReportRun = { month: string; queued: number | null; made: number };

/**
 * The share of its time the job works while a month is made (decision 0068): after each batch it rests
 * three times as long as the batch took, so the requests the same processes answer keep their latency.
 * A month of the large seed takes minutes instead of one, well inside its 10-minute budget.
 */
export const REPORT_WORK_SHARE = 0.25;

export async function runReportGeneration(input: { db: Db; clock: Clock; log: Logger; push?: PushSender; workShare?: number }): Promise<ReportRun> {
  const { db, clock, log, push } = input;
  const rest = 1 / (input.workShare ?? 1) - 1;
  const month = dueMonth(clock.now());
  const queued = await queueMonth(db, month, clock.now());
  let made = 0;
  for (let batch = await claimReports(db, clock.now()); batch.length > 0; batch = await claimReports(db, clock.now())) {
    const started = performance.now();
    // The batch at once, a few queries for all its reports (decision 0067); a report another pass
    // kept first (its lease ran out) is neither counted nor announced twice.
    const ready = await makeReports(db, clock, batch, { pendingOnly: true });
    made += ready.length;
    // The members hear of them once READY (those who allow pushes); a failed push never stops the job.
    if (push)
      await pushToMembers(
        { db, push, log },
        ready.map((r) => ({ memberId: r.memberId, message: reportReadyMessage(r, r.nickname) })),
      );
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, (performance.now() - started) * rest));
  }
  if (queued !== null || made > 0) log.info({ month, queued, made }, 'monthly reports made');
  return { month, queued, made };
}

/** Starts the every-minute job (main.ts); answers a stop function. Overlapping passes are skipped. */
export function startReportGeneration(deps: { database: { db: Db }; clock: Clock; log: Logger; push: PushSender }): () => void {
  const { database, clock, push, log } = deps;
  return startRepeating(
    'monthly report',
    REPORT_GENERATION_INTERVAL_MS,
    () => runReportGeneration({ db: database.db, clock, log, push, workShare: REPORT_WORK_SHARE }),
    log,
  );
}
