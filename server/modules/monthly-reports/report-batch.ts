/**
 * Making a batch of monthly reports at once (decision 0067). A month is ~100,000 reports; read one
 * by one, each cost about ten round trips (the child, entries, measurements, the month before, both
 * schedules and the update), which held the large seed's month near 200 a second. Here a claimed
 * batch is read with one query per kind of row for all its children, each content is computed by
 * the same pure `reportContent`, and all are kept with one UPDATE … FROM (VALUES …): the content is
 * the same as one report at a time would make, in a handful of statements per batch.
 */
import { and, between, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { DiaryAreas } from '../../../src/contract/diary.ts';
import { ReportContent } from '../../../src/contract/reports.ts';
import { ALTERNATIVE_CHOICES, VACCINE_GROUPS, type VaccineGroup } from '../../../src/contract/schedules/vaccination-schedule.ts';
import type { Db } from '../../db/client.ts';
import { childHealthCheckups, childMeasurements, children, childVaccinations } from '../../db/schema/children.ts';
import { careLogs } from '../../db/schema/care-logs.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StoredRow } from '../schedules/schedule-rows.ts';
import { dayTotalsOf } from '../care-logs/care-logs.service.ts';
import { scheduleItemsOf } from '../schedules/schedules.service.ts';
import { monthBefore, monthBounds, reportContent } from './report-content.ts';

/** A monthly_reports row to make: claimed by the job, or an admin's regeneration. */
export type ReportRow = { id: number; childId: number; memberId: number; month: string };
/** A report kept READY by this call, with its child's nickname for the push. */
export type MadeReport = ReportRow & { nickname: string };

type Child = typeof children.$inferSelect;
type Made = { report: ReportRow; child: Child; content: ReportContent };

/**
 * `column IN (ids)`, with the range of the ids beside it. The range adds nothing to the answer; it
 * is there for the planner. A table grown since it was last analyzed (the schedule rows are made
 * lazily, and the bench's PostgreSQL runs without autovacuum) has no statistics, and on the list
 * alone the default estimate (0.5 % of the table per id) made a whole-table scan of the checkups
 * look cheaper than their index: ~57 ms a batch instead of 0.2 ms. Claims follow child order
 * (queueMonth inserts by child id), so the range is narrow and the estimate small either way.
 */
function ofChildren(column: AnyPgColumn, ids: readonly number[]): SQL | undefined {
  return and(inArray(column, [...ids]), between(column, Math.min(...ids), Math.max(...ids)));
}

/** Rows grouped by a key, in their order (Map.groupBy is Node 21's). */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
const byChild = <T extends { childId: number }>(rows: readonly T[]) => groupBy(rows, (r) => r.childId);

/** The batch's vaccination and checkup rows, two queries for every born child of it. */
async function scheduleRowsOf(db: Db, childIds: readonly number[]) {
  if (childIds.length === 0) return { vaccinations: new Map<number, StoredRow[]>(), checkups: new Map<number, StoredRow[]>() };
  const vx = childVaccinations;
  const cx = childHealthCheckups;
  const [vaccinations, checkups] = [
    await db
      .select({ childId: vx.childId, id: vx.id, key: vx.scheduleKey, date: vx.vaccinatedOn, memo: vx.memo, undated: vx.undated })
      .from(vx)
      .where(ofChildren(vx.childId, childIds)),
    await db
      .select({ childId: cx.childId, id: cx.id, key: cx.scheduleKey, date: cx.checkedOn, memo: cx.memo, undated: cx.undated })
      .from(cx)
      .where(ofChildren(cx.childId, childIds)),
  ];
  return { vaccinations: byChild(vaccinations), checkups: byChild(checkups) };
}

const choiceName = (group: string): string | null => (isVaccineGroup(group) ? (ALTERNATIVE_CHOICES[group]?.ko ?? null) : null);
const isVaccineGroup = (group: string): group is VaccineGroup => group in VACCINE_GROUPS;

/**
 * The vaccinations and checkups recorded in the month, and those whose window is open in the next
 * one: the schedules service's own items (scheduleItemsOf, the rules list() applies), from the rows
 * read for the whole batch.
 */
function schedulesOf(child: Child, rows: { vaccinations: StoredRow[]; checkups: StoredRow[] }, month: string, now: Date): ReportContent['schedules'] {
  if (!child.born || !child.birthDateTime) return { done: [], dueNextMonth: [] };
  const { first, last, next } = monthBounds(month);
  const nextLast = monthBounds(next.slice(0, 7)).last;
  const done: ReportContent['schedules']['done'] = [];
  const due: ReportContent['schedules']['dueNextMonth'] = [];
  for (const [kind, items] of [
    ['VACCINATION', scheduleItemsOf('vaccinations', child, rows.vaccinations, now)],
    ['CHECKUP', scheduleItemsOf('checkups', child, rows.checkups, now)],
  ] as const) {
    // Recorded (dated or not) and skipped items are not to do; the rest open next month.
    const open = items.filter((i) => i.status !== 'done' && i.status !== 'skipped' && i.windowStart <= nextLast && i.windowEnd >= next);
    for (const item of items) {
      if (item.date && item.date >= first && item.date <= last) done.push({ kind, name: item.nameKo, date: item.date });
    }
    for (const item of open) {
      // Alternatives of which neither is chosen yet (no dose recorded, none skipped) are one thing to
      // do (decision 0080), named as the choice; once one is chosen the other is skipped, not listed.
      const chosen = items.some((i) => i.group === item.group && (i.status === 'done' || i.status === 'skipped'));
      const choice = chosen ? null : choiceName(item.group);
      const name = choice ?? item.nameKo;
      // One line per name: the doses of one vaccine due together, or the two alternatives, are one thing to do.
      if (!due.some((d) => d.kind === kind && d.name === name)) due.push({ kind, name, date: item.windowStart });
    }
  }
  return { done, dueNextMonth: due };
}

/** The contents of one month's reports: one query per kind of row for all the batch's children. */
async function contentsOfMonth(db: Db, clock: Clock, month: string, reports: readonly ReportRow[]): Promise<Made[]> {
  const { first, last } = monthBounds(month);
  const ids = [...new Set(reports.map((r) => r.childId))];
  const kids = new Map((await db.select().from(children).where(ofChildren(children.id, ids))).map((c) => [c.id, c]));
  // A child deleted since the claim took its report with it (ON DELETE CASCADE): nothing to read or keep.
  const present = ids.filter((id) => kids.has(id));
  if (present.length === 0) return [];
  const entries = byChild(
    await db
      .select({ childId: diaries.childId, entryDate: diaries.entryDate, areas: diaries.areas })
      .from(diaries)
      .where(and(ofChildren(diaries.childId, present), between(diaries.entryDate, first, last))),
  );
  const m = childMeasurements;
  const measurements = byChild(
    await db
      .select({ childId: m.childId, measuredOn: m.measuredOn, heightCm: m.heightCm, weightKg: m.weightKg, headCm: m.headCm })
      .from(m)
      .where(and(ofChildren(m.childId, present), gte(m.measuredOn, first), lte(m.measuredOn, last))),
  );
  const before = byChild(
    await db
      .select({ childId: monthlyReports.childId, content: monthlyReports.content })
      .from(monthlyReports)
      .where(and(ofChildren(monthlyReports.childId, present), eq(monthlyReports.month, monthBefore(month)), eq(monthlyReports.status, 'READY'))),
  );
  const careDays = byChild(await dayTotalsOf(db, and(ofChildren(careLogs.childId, present), between(careLogs.logDay, first, last))));
  const schedules = await scheduleRowsOf(
    db,
    present.filter((id) => kids.get(id)?.born && kids.get(id)?.birthDateTime),
  );
  const now = clock.now();
  const made: Made[] = [];
  for (const [i, report] of reports.entries()) {
    // The job runs in the API's processes: computing 50 contents in one go would hold the event
    // loop for ~25 ms, so requests get their turn every ten reports.
    if (i > 0 && i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    const child = kids.get(report.childId);
    if (!child) continue;
    const previous = before.get(child.id)?.[0];
    const parsed = previous ? v.safeParse(ReportContent, previous.content) : null;
    const content = reportContent({
      month,
      child: { sex: child.sex, birthDateTime: child.born ? child.birthDateTime : null },
      // Checked by the contract when written; read back through it all the same (a row it refuses counts as unwritten).
      entries: (entries.get(child.id) ?? []).flatMap((e) => {
        const areas = v.safeParse(DiaryAreas, e.areas);
        return areas.success ? [{ entryDate: e.entryDate, areas: areas.output }] : [];
      }),
      measurements: (measurements.get(child.id) ?? []).map((x) => ({ measuredOn: x.measuredOn, heightCm: x.heightCm, weightKg: x.weightKg, headCm: x.headCm })),
      schedules: schedulesOf(child, { vaccinations: schedules.vaccinations.get(child.id) ?? [], checkups: schedules.checkups.get(child.id) ?? [] }, month, now),
      previous: parsed?.success ? parsed.output : null,
      careDays: careDays.get(child.id) ?? [],
    });
    made.push({ report, child, content });
  }
  return made;
}

/**
 * Computes and keeps (READY) the reports of a batch; answers those it kept. `pendingOnly` (the job)
 * keeps a report only while it is still PENDING: when a lease ran out and two processes made the
 * same report, the second finds it READY and neither keeps nor announces it again. An admin's
 * regeneration remakes a READY report, so it passes false.
 */
export async function makeReports(db: Db, clock: Clock, reports: readonly ReportRow[], options: { pendingOnly: boolean }): Promise<MadeReport[]> {
  // A batch is one month's, but for a claim a dead process left from the month before.
  const months = groupBy(reports, (r) => r.month);
  const made: Made[] = [];
  for (const [month, rows] of months) made.push(...(await contentsOfMonth(db, clock, month, rows)));
  if (made.length === 0) return [];
  const values = sql.join(
    made.map((x) => sql`(${x.report.id}::integer, ${JSON.stringify(x.content)}::jsonb)`),
    sql`, `,
  );
  const kept = await db
    .update(monthlyReports)
    .set({ status: 'READY', content: sql`made.content`, generatedAt: clock.now(), claimedAt: null })
    .from(sql`(values ${values}) as made(id, content)`)
    .where(and(eq(monthlyReports.id, sql`made.id`), options.pendingOnly ? eq(monthlyReports.status, 'PENDING') : undefined))
    .returning({ id: monthlyReports.id });
  const keptIds = new Set(kept.map((k) => k.id));
  return made.filter((x) => keptIds.has(x.report.id)).map((x) => ({ ...x.report, nickname: x.child.nickname }));
}
