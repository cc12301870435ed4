/**
 * The one-tap daily log (decision 0098). Reads and writes go through `familyChild` (the owner and
 * its guardians, decision 0097). A write carries the whole log under the phone's UUID: created,
 * replaced, or (a replay of the same write) left as it is.
 */
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { dayNumberOfIso, isoOfDay, koreaDayNumber } from '../../../src/contract/calendar/days.ts';
import {
  CARE_LOG_CLOCK_SKEW_MS,
  CARE_LOG_DAY_CAP,
  CARE_LOG_PAST_MAX_MS,
  CARE_LOG_SUMMARY_DAYS_MAX,
  type CareLog,
  type CareLogBody,
  type CareLogDayData,
  type CareLogDayTotals,
} from '../../../src/contract/care-logs.ts';
import type { Db } from '../../db/client.ts';
import { careLogs } from '../../db/schema/care-logs.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { familyChild } from '../children/own-child.ts';

type LogRow = typeof careLogs.$inferSelect;

/** A running timer: a breastfeeding or a sleep without its end (the partial index care_logs_running_idx). */
const running = sql`${careLogs.endedAt} is null and (${careLogs.kind} = 'SLEEP' or ${careLogs.detail} in ('BREAST_LEFT', 'BREAST_RIGHT'))`;

const withAuthor = (db: Pick<Db, 'select'>) =>
  db.select({ log: careLogs, nickname: users.nickname }).from(careLogs).leftJoin(users, eq(users.id, careLogs.authorId));

function view({ log, nickname }: { log: LogRow; nickname: string | null }): CareLog {
  return {
    clientId: log.clientId,
    kind: log.kind,
    detail: log.detail,
    amountMl: log.amountMl,
    startedAt: log.startedAt.toISOString(),
    endedAt: log.endedAt?.toISOString() ?? null,
    authorId: log.authorId,
    authorNickname: nickname ?? '',
    updatedAt: log.updatedAt.toISOString(),
  };
}

export async function careLogDay(db: Db, childId: number, date: string): Promise<CareLogDayData> {
  const [logs, timers] = await Promise.all([
    withAuthor(db)
      .where(and(eq(careLogs.childId, childId), eq(careLogs.logDay, date)))
      .orderBy(asc(careLogs.startedAt), asc(careLogs.id)),
    withAuthor(db)
      .where(and(eq(careLogs.childId, childId), running))
      .orderBy(asc(careLogs.startedAt)),
  ]);
  return { date, logs: logs.map(view), running: timers.map(view) };
}

const minutes = sql`extract(epoch from (${careLogs.endedAt} - ${careLogs.startedAt})) / 60`;

/**
 * The totals of each child's logged days among the rows `where` selects (days without a log are not
 * answered): the week chart's summary and the monthly reports' batch (decision 0098) read them alike.
 */
export async function dayTotalsOf(db: Db, where: SQL | undefined): Promise<(CareLogDayTotals & { childId: number })[]> {
  const rows = await db
    .select({
      childId: careLogs.childId,
      date: careLogs.logDay,
      feedings: sql<number>`count(*) filter (where ${careLogs.kind} = 'FEEDING')::int`,
      breastMinutes: sql<number>`coalesce(round(sum(${minutes}) filter (where ${careLogs.detail} in ('BREAST_LEFT', 'BREAST_RIGHT'))), 0)::int`,
      bottleMl: sql<number>`coalesce(sum(${careLogs.amountMl}), 0)::int`,
      sleepMinutes: sql<number>`coalesce(round(sum(${minutes}) filter (where ${careLogs.kind} = 'SLEEP')), 0)::int`,
      diapers: sql<number>`count(*) filter (where ${careLogs.kind} = 'DIAPER')::int`,
    })
    .from(careLogs)
    .where(where)
    .groupBy(careLogs.childId, careLogs.logDay);
  return rows;
}

/** Each day's totals from `from` to `to` (both included), days without logs as zeros. */
export async function careLogSummary(db: Db, childId: number, from: string, to: string): Promise<CareLogDayTotals[]> {
  const first = dayNumberOfIso(from);
  const last = dayNumberOfIso(to);
  if (last < first || last - first + 1 > CARE_LOG_SUMMARY_DAYS_MAX) throw new AppError('InvalidCareLogDate');
  const rows = await dayTotalsOf(db, and(eq(careLogs.childId, childId), between(careLogs.logDay, from, to)));
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days: CareLogDayTotals[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = isoOfDay(day);
    const row = byDay.get(date);
    days.push({
      date,
      feedings: row?.feedings ?? 0,
      breastMinutes: row?.breastMinutes ?? 0,
      bottleMl: row?.bottleMl ?? 0,
      sleepMinutes: row?.sleepMinutes ?? 0,
      diapers: row?.diapers ?? 0,
    });
  }
  return days;
}

/** The rules that need the server's clock: nothing in the future (a phone's clock may run a little ahead), nothing older than a year. */
function checkTimes(body: CareLogBody, now: Date): void {
  const latest = now.getTime() + CARE_LOG_CLOCK_SKEW_MS;
  const started = Date.parse(body.startedAt);
  const ended = body.endedAt === null ? null : Date.parse(body.endedAt);
  if (started > latest || started < now.getTime() - CARE_LOG_PAST_MAX_MS || (ended !== null && ended > latest)) throw new AppError('InvalidCareLogTime');
}

/**
 * Creates or replaces the log named `clientId` of this child. Under the child's row lock the day's
 * count is checked before a log joins a day, so two phones writing at once cannot pass the cap.
 */
export async function putCareLog(db: Db, memberId: number, childId: number, clientId: string, body: CareLogBody, now: Date): Promise<CareLog> {
  checkTimes(body, now);
  const logDay = isoOfDay(koreaDayNumber(Date.parse(body.startedAt)));
  return db.transaction(async (tx) => {
    await familyChild(tx, memberId, childId, { lock: true });
    const [stored] = await tx
      .select({ logDay: careLogs.logDay })
      .from(careLogs)
      .where(and(eq(careLogs.childId, childId), eq(careLogs.clientId, clientId)));
    if (stored?.logDay !== logDay) {
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(careLogs)
        .where(and(eq(careLogs.childId, childId), eq(careLogs.logDay, logDay)));
      if ((counted?.n ?? 0) >= CARE_LOG_DAY_CAP) throw new AppError('TooManyCareLogsException');
    }
    const values = {
      kind: body.kind,
      detail: body.detail,
      amountMl: body.amountMl,
      startedAt: new Date(body.startedAt),
      endedAt: body.endedAt === null ? null : new Date(body.endedAt),
      logDay,
    };
    await tx
      .insert(careLogs)
      .values({ childId, clientId, authorId: memberId, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [careLogs.childId, careLogs.clientId],
        set: { ...values, updatedAt: now },
        // A replay of the same write leaves the row (and its updatedAt) as it was.
        setWhere: sql`(${careLogs.kind}, ${careLogs.detail}, ${careLogs.amountMl}, ${careLogs.startedAt}, ${careLogs.endedAt}) is distinct from (excluded.kind, excluded.detail, excluded.amount_ml, excluded.started_at, excluded.ended_at)`,
      });
    const [row] = await withAuthor(tx).where(and(eq(careLogs.childId, childId), eq(careLogs.clientId, clientId)));
    if (!row) throw new AppError('NoSuchChildException');
    return view(row);
  });
}

/** Removes the log if it is there; a second delete of it answers the same. */
export async function deleteCareLog(db: Db, childId: number, clientId: string): Promise<null> {
  await db.delete(careLogs).where(and(eq(careLogs.childId, childId), eq(careLogs.clientId, clientId)));
  return null;
}
