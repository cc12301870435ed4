/**
 * Due windows, statuses, D-day labels and "next due" for the national schedules, from the child's
 * birth instant in Korea time (SPEC §4). Pure: the server answers exactly what the client shows.
 */
import { countdownLabel } from '../calendar/d-day.ts';
import { addMonths, civilOf, dayNumberOf, dayNumberOfIso, isoOfDay, koreaDayNumber } from '../calendar/days.ts';
import type { Offset, ScheduleEntry, ScheduleStatus, WindowSpec } from './schedule-types.ts';

export { SCHEDULE_STATUSES, type ScheduleStatus } from './schedule-types.ts';

/** undated: marked done without a date ('이미 맞았어요', decision 0071). */
export type ScheduleRecord = { id: number; date: string | null; memo: string | null; undated: boolean };

/** What the pure rules need of an item (the API item has more). */
export type WindowedItem = { windowStart: string; windowEnd: string; status: ScheduleStatus };

/**
 * The day an offset from `baseDay` is reached. Months follow the age rule of SPEC §4 (exactAge):
 * a child born on 31 January turns one month on 1 March, not on 28 February, because a month is
 * complete only when the day of the month has come round (민법 §160: a missing day ends the period
 * on the month's last day, so the next month begins the day after).
 */
export function dayReached(baseDay: number, offset: Offset): number {
  if ('days' in offset) return baseDay + offset.days;
  const base = civilOf(baseDay);
  const target = addMonths(base, offset.months);
  const day = dayNumberOf(target);
  return target.day < base.day ? day + 1 : day;
}

/** Start and inclusive end day numbers of a window counted from `baseDay`. */
export function windowDays(baseDay: number, window: WindowSpec): { start: number; end: number } {
  return { start: dayReached(baseDay, window.from), end: dayReached(baseDay, window.until) - 1 };
}

/** The Korea-time birth day of a birth instant. */
export function birthDayOf(birthDateTime: string): number {
  return koreaDayNumber(Date.parse(birthDateTime));
}

/** done / skipped stay; otherwise judged by today's Korea date against the window. */
export function statusOf(
  item: { windowStart: string; windowEnd: string; status?: ScheduleStatus; date: string | null; undated?: boolean },
  now: Date = new Date(),
): ScheduleStatus {
  if (item.date || item.undated) return 'done';
  if (item.status === 'skipped') return 'skipped';
  const today = koreaDayNumber(now.getTime());
  if (today < dayNumberOfIso(item.windowStart)) return 'upcoming';
  if (today > dayNumberOfIso(item.windowEnd)) return 'overdue';
  return 'due';
}

/**
 * SPEC §4 countdown for an item: upcoming → to the window's start ('D - n'); due → to its end
 * ('D - n', 'D - Day' on the last day); overdue → since its end ('D + n'); done/skipped → none.
 */
export function dDayLabel(item: WindowedItem, now: Date = new Date()): string | null {
  if (item.status === 'upcoming') return countdownLabel(item.windowStart, now);
  if (item.status === 'due' || item.status === 'overdue') return countdownLabel(item.windowEnd, now);
  return null;
}

/**
 * The next item to attend to: the earliest not-done item whose window has started (due or
 * overdue), else the upcoming one whose window starts soonest. Ties keep schedule order.
 */
export function nextDue<T extends WindowedItem>(items: readonly T[]): T | null {
  const byStart = (a: T, b: T) => dayNumberOfIso(a.windowStart) - dayNumberOfIso(b.windowStart);
  const started = items.filter((i) => i.status === 'due' || i.status === 'overdue').sort(byStart);
  if (started[0]) return started[0];
  return items.filter((i) => i.status === 'upcoming').sort(byStart)[0] ?? null;
}

export type BuiltItem = {
  entry: ScheduleEntry;
  record: ScheduleRecord;
  windowStart: string;
  windowEnd: string;
  status: ScheduleStatus;
};

/** The entries that apply to a child (HPV only for girls). */
export function entriesFor(schedule: readonly ScheduleEntry[], sex: 'MALE' | 'FEMALE'): ScheduleEntry[] {
  return schedule.filter((e) => !e.sex || e.sex === sex);
}

/**
 * Every entry with its window and status for a born child. An `after` entry counts from the recorded
 * date of the item it follows, and from birth (the approximation) until that date is recorded.
 */
export function buildSchedule(
  entries: readonly ScheduleEntry[],
  birthDateTime: string,
  records: ReadonlyMap<string, ScheduleRecord>,
  now: Date = new Date(),
): BuiltItem[] {
  const birthDay = birthDayOf(birthDateTime);
  const dateOf = (key: string) => records.get(key)?.date ?? null;
  // Series chosen per group: those with at least one recorded dose.
  const chosen = new Map<string, Set<string>>();
  for (const e of entries) {
    if (!dateOf(e.key) && !records.get(e.key)?.undated) continue;
    const set = chosen.get(e.group) ?? new Set<string>();
    set.add(e.series);
    chosen.set(e.group, set);
  }
  const built: BuiltItem[] = [];
  for (const entry of entries) {
    const record = records.get(entry.key);
    if (!record) continue;
    const previous = entry.after ? dateOf(entry.after.key) : null;
    const { start, end } = entry.after && previous ? windowDays(dayNumberOfIso(previous), entry.after) : windowDays(birthDay, entry.window);
    const windowStart = isoOfDay(start);
    const windowEnd = isoOfDay(end);
    const series = chosen.get(entry.group);
    const skipped = !record.date && !record.undated && series !== undefined && !series.has(entry.series);
    const status = statusOf({ windowStart, windowEnd, date: record.date, undated: record.undated, status: skipped ? 'skipped' : undefined }, now);
    built.push({ entry, record, windowStart, windowEnd, status });
  }
  return built;
}

/**
 * Alternatives of a group (rotavirus RV1 or RV5, Japanese encephalitis inactivated or live) are one
 * choice: a child gets one of the two. The group of `items` that holds doses of two series, or null.
 * The server refuses such a record, single or in bulk (AlternativeVaccineChosenException, decision 0080).
 */
export function alternativeClash(items: readonly { group: string; series: string }[]): string | null {
  const seriesOf = new Map<string, string>();
  for (const { group, series } of items) {
    const first = seriesOf.get(group);
    if (first === undefined) seriesOf.set(group, series);
    else if (first !== series) return group;
  }
  return null;
}

/** Why a recorded date cannot be saved: after today in Korea, or before the Korea birth date. */
export function recordDateIssue(date: string, birthDateTime: string, now: Date = new Date()): 'RecordDateInFuture' | 'RecordDateBeforeBirth' | null {
  const day = dayNumberOfIso(date);
  if (day > koreaDayNumber(now.getTime())) return 'RecordDateInFuture';
  if (day < birthDayOf(birthDateTime)) return 'RecordDateBeforeBirth';
  return null;
}
