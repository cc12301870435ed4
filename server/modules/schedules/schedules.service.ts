import type { ScheduleDoneBody } from '../../../src/contract/schedule-done-api.ts';
import type { ScheduleItem, ScheduleList, ScheduleRecordBody } from '../../../src/contract/schedules-api.ts';
import { CHECKUP_GROUPS } from '../../../src/contract/schedules/checkup-schedule.ts';
import { alternativeClash, buildSchedule, entriesFor, nextDue, recordDateIssue, type BuiltItem } from '../../../src/contract/schedules/schedule-rules.ts';
import { VACCINE_GROUPS, type GroupName } from '../../../src/contract/schedules/vaccination-schedule.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { familyChild, type ChildRow } from '../children/own-child.ts';
import { ensureRows, markRowDone, readRows, SCHEDULES, writeRow, type ScheduleKind, type StoredRow } from './schedule-rows.ts';

const GROUP_NAMES: Readonly<Record<string, GroupName>> = { ...VACCINE_GROUPS, ...CHECKUP_GROUPS };
const NOT_FOUND = { vaccinations: 'NoSuchChildVaccinationException', checkups: 'NoSuchChildHealthCheckupException' } as const;

function toItem({ entry, record, windowStart, windowEnd, status }: BuiltItem): ScheduleItem {
  const group = GROUP_NAMES[entry.group] ?? { ko: entry.nameKo, en: entry.nameEn };
  return {
    id: record.id,
    key: entry.key,
    group: entry.group,
    groupNameKo: group.ko,
    groupNameEn: group.en,
    series: entry.series,
    nameKo: entry.nameKo,
    nameEn: entry.nameEn,
    dose: entry.dose,
    windowStart,
    windowEnd,
    status,
    national: entry.national,
    date: record.date,
    undated: record.undated,
    memo: record.memo,
  };
}

/** The windows are computed at read time from the current birth date, so editing it moves them. */
function build(kind: ScheduleKind, child: BornChild, rows: readonly StoredRow[], now: Date): ScheduleItem[] {
  const records = new Map(rows.map((r) => [r.key, r]));
  return buildSchedule(entriesFor(SCHEDULES[kind], child.sex), child.birthDateTime.toISOString(), records, now).map(toItem);
}

/** The items with a record: a date, or marked done without one. */
const recorded = (items: readonly ScheduleItem[]): ScheduleItem[] => items.filter((i) => i.date !== null || i.undated);

type BornChild = ChildRow & { birthDateTime: Date; sex: 'MALE' | 'FEMALE' };
/** Only an unborn child may lack a sex (decision 0071), so a born one here always has both. */
const isBorn = (child: ChildRow): child is BornChild => child.born && child.birthDateTime !== null && child.sex !== null;

export function createSchedulesService(db: Db, clock: Clock) {
  async function list(kind: ScheduleKind, memberId: number, childId: number): Promise<ScheduleList> {
    const child = await familyChild(db, memberId, childId);
    // The schedules start at birth: an unborn child has none yet (and no rows are made).
    if (!isBorn(child)) return { items: [], reason: 'UNBORN' };
    const rows = await ensureRows(db, kind, child);
    return { items: build(kind, child, rows, clock.now()), reason: null };
  }

  async function record(kind: ScheduleKind, memberId: number, childId: number, rowId: number, body: ScheduleRecordBody): Promise<ScheduleItem> {
    const child = await familyChild(db, memberId, childId);
    if (!isBorn(child)) throw new AppError(NOT_FOUND[kind]);
    const now = clock.now();
    const entryKeys = new Set(entriesFor(SCHEDULES[kind], child.sex).map((e) => e.key));
    if (body.date !== null) {
      // The form prevents these (same rule); a request that gets here anyway is malformed.
      const issue = recordDateIssue(body.date, child.birthDateTime.toISOString(), now);
      if (issue) throw new AppError('BadRequest', issue);
    }
    const memo = body.memo === null || body.memo === '' ? null : body.memo;
    const updated = await db.transaction(async (tx) => {
      // The child's row lock orders two records of the same child, so that two alternatives sent at
      // once cannot both pass the check below.
      await familyChild(tx, memberId, childId, { lock: true });
      const row = await writeRow(tx, kind, child.id, rowId, body.date, memo, now);
      // Unknown, another child's, or a key that is no longer in the schedule: roll back, 404.
      if (!row || !entryKeys.has(row.key)) throw new AppError(NOT_FOUND[kind]);
      // One of two alternatives (decision 0080): a dose of the other series already recorded refuses this one.
      if (body.date !== null && alternativeClash(recorded(build(kind, child, await readRows(tx, kind, child.id), now)))) {
        throw new AppError('AlternativeVaccineChosenException');
      }
      return row;
    });
    const item = build(kind, child, await readRows(db, kind, child.id), now).find((i) => i.id === updated.id);
    if (!item) throw new AppError(NOT_FOUND[kind]);
    return item;
  }

  /**
   * Decision 0071: several items marked done at once, each with its date or none. Only items whose
   * window has opened (due or overdue today); an item already recorded keeps its record. All or none.
   */
  async function markDone(kind: ScheduleKind, memberId: number, childId: number, body: ScheduleDoneBody): Promise<ScheduleList> {
    const child = await familyChild(db, memberId, childId);
    if (!isBorn(child)) throw new AppError(NOT_FOUND[kind]);
    const now = clock.now();
    for (const { date } of body.items) {
      const issue = date === null ? null : recordDateIssue(date, child.birthDateTime.toISOString(), now);
      if (issue) throw new AppError('BadRequest', issue);
    }
    await db.transaction(async (tx) => {
      await familyChild(tx, memberId, childId, { lock: true });
      const built = build(kind, child, await ensureRows(tx, kind, child), now);
      const items = new Map(built.map((i) => [i.id, i]));
      const marked: ScheduleItem[] = [];
      for (const { id } of body.items) {
        const item = items.get(id);
        if (!item) throw new AppError(NOT_FOUND[kind]);
        if (item.status === 'upcoming') throw new AppError('BadRequest', 'ScheduleWindowNotOpen');
        if (item.status !== 'done') marked.push(item);
      }
      // '모두 선택' ticks both alternatives of a group: one choice (decision 0080), as one record is.
      if (alternativeClash([...recorded(built), ...marked])) throw new AppError('AlternativeVaccineChosenException');
      const dates = new Map(body.items.map((i) => [i.id, i.date]));
      for (const item of marked) await markRowDone(tx, kind, child.id, item.id, dates.get(item.id) ?? null, now);
    });
    return list(kind, memberId, childId);
  }

  /** The groups of the next vaccination and the next checkup due ('MMR', 'INFANT' …), as /main's cards pick them. */
  async function nextGroups(memberId: number, childId: number): Promise<string[]> {
    const lists = [await list('vaccinations', memberId, childId), await list('checkups', memberId, childId)];
    return lists.flatMap(({ items }) => nextDue(items)?.group ?? []);
  }

  return { list, record, markDone, nextGroups };
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;

/**
 * The items of a child's schedule from rows read beforehand: the monthly reports read a whole
 * batch's rows in one query instead of list() per child (decision 0067). A key with no row yet
 * counts as unrecorded, as list() would show it once it had made the row; nothing is written here.
 */
export function scheduleItemsOf(kind: ScheduleKind, child: ChildRow, rows: readonly StoredRow[], now: Date): ScheduleItem[] {
  if (!isBorn(child)) return [];
  const have = new Set(rows.map((r) => r.key));
  const unrecorded = entriesFor(SCHEDULES[kind], child.sex).flatMap((e) =>
    have.has(e.key) ? [] : [{ id: 0, key: e.key, date: null, memo: null, undated: false }],
  );
  return build(kind, child, [...rows, ...unrecorded], now);
}
