/**
 * "이미 맞았어요 / 이미 받았어요" (decision 0071): which items can be marked done at once, and the
 * request for the ones chosen. Pure, unit-tested; the server checks the same.
 */
import * as v from 'valibot';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import { ScheduleDoneBody } from '../../contract/schedule-done-api.ts';
import { recordDateIssue } from '../../contract/schedules/schedule-rules.ts';
import { windowMiss, type WindowMiss } from './record-window.ts';

/** Not recorded, and the window has opened (due or overdue today): the ones a parent may have done already. */
export function alreadyDoneCandidates<T extends Pick<ScheduleItem, 'status'>>(items: readonly T[]): T[] {
  return items.filter((i) => i.status === 'due' || i.status === 'overdue');
}

type Alternative = Pick<ScheduleItem, 'id' | 'group' | 'series'>;

/**
 * The groups among the candidates offered as alternatives (rotavirus RV1 or RV5, JE inactivated or
 * live), each with its series in order: the parent says which one was given before ticking its doses
 * (decision 0080). A group whose choice is already recorded has its other series skipped, so it is
 * not among the candidates and not here.
 */
export function alternativeGroups(items: readonly Alternative[]): Map<string, string[]> {
  const series = new Map<string, string[]>();
  for (const { group, series: s } of items) {
    const list = series.get(group) ?? [];
    if (!list.includes(s)) list.push(s);
    series.set(group, list);
  }
  return new Map([...series].filter(([, list]) => list.length > 1));
}

/** The candidates that can be ticked: an alternative's doses only once its series is picked, and only that series'. */
export function selectableItems<T extends Alternative>(items: readonly T[], picked: ReadonlyMap<string, string>): T[] {
  const alternatives = alternativeGroups(items);
  return items.filter((i) => !alternatives.has(i.group) || picked.get(i.group) === i.series);
}

export type DoneChoice = { id: number; date: string };

/** The body for the chosen items (an empty date is "not known"), or the first date problem per item. */
export function validateDone(
  chosen: readonly DoneChoice[],
  birthDateTime: string,
  now: Date = new Date(),
): { issues: Record<number, string>; body: ScheduleDoneBody | null } {
  const issues: Record<number, string> = {};
  for (const { id, date } of chosen) {
    const issue = date ? recordDateIssue(date, birthDateTime, now) : null;
    if (issue) issues[id] = issue;
  }
  const parsed = v.safeParse(ScheduleDoneBody, { items: chosen.map(({ id, date }) => ({ id, date: date || null })) });
  if (!parsed.success) for (const { id } of chosen) issues[id] ??= 'InvalidRecordDate';
  return { issues, body: parsed.success && Object.keys(issues).length === 0 ? parsed.output : null };
}

export type DoneMiss<T> = { item: T; date: string; miss: WindowMiss };

/**
 * The chosen items whose date falls outside their recommended window: saved only once the parent
 * confirms, as one record is (decision 0071). Items without a date miss nothing.
 */
export function doneMisses<T extends Pick<ScheduleItem, 'id' | 'windowStart' | 'windowEnd'>>(
  items: readonly T[],
  chosen: readonly DoneChoice[],
  birthDateTime: string,
): DoneMiss<T>[] {
  const misses: DoneMiss<T>[] = [];
  for (const { id, date } of chosen) {
    const item = items.find((i) => i.id === id);
    const miss = item && date ? windowMiss(item, date, birthDateTime) : null;
    if (item && miss) misses.push({ item, date, miss });
  }
  return misses;
}
