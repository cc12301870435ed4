/**
 * The dashboard's range in the URL (decision 0044): a preset `days` (7, 30, 90 ending today; 7 is
 * the default and stays out of the URL) or an explicit `from`–`to` (SPEC §8 InvalidSearchDateRange
 * rules: from ≤ to, at most DASHBOARD_DAYS_MAX days). A value it refuses is said, not dropped in
 * silence, and what was valid is kept (decision 0049): a good preset beside a bad range, one good
 * end of a range (the other filled: to today, or the 7 days up to `to`).
 */
import * as v from 'valibot';
import { KoreaDayText } from '../../contract/admin-list.ts';
import { DASHBOARD_DAYS_MAX, DASHBOARD_PRESETS, daysInRange } from '../../contract/admin-dashboard.ts';
import { dayNumberOfIso, isoOfDay } from '../../contract/calendar/days.ts';
import { koreaDayAfter, koreaTodayIso } from '../../contract/calendar/today.ts';
import { textValues } from '../admin-kit/list-search.ts';

export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];
export type DashboardSearch = { days?: DashboardPreset; from?: string; to?: string };

/** What was wrong with the URL's range: a day that is no day, from after to, too many days, one end missing, a preset that is none. */
export type RangeProblem = 'badDay' | 'fromAfterTo' | 'tooLong' | 'halfRange' | 'badPreset';

const isPreset = (n: number): n is DashboardPreset => DASHBOARD_PRESETS.some((p) => p === n);
const dayOf = (text: string | undefined) => (text !== undefined && v.is(KoreaDayText, text) ? text : undefined);
const shift = (day: string, days: number) => isoOfDay(dayNumberOfIso(day) + days);

/** The explicit range of the URL, what is kept of it, and what was wrong. */
function explicitRange(
  fromText: string | undefined,
  toText: string | undefined,
  today: string,
): { range?: { from: string; to: string }; problems: RangeProblem[] } {
  if (fromText === undefined && toText === undefined) return { problems: [] };
  const from = dayOf(fromText);
  const to = dayOf(toText);
  const problems: RangeProblem[] = [];
  if ((fromText !== undefined && from === undefined) || (toText !== undefined && to === undefined)) problems.push('badDay');
  if (from !== undefined && to !== undefined) {
    if (from > to) return { problems: [...problems, 'fromAfterTo'] };
    if (daysInRange(from, to) > DASHBOARD_DAYS_MAX) return { problems: [...problems, 'tooLong'] };
    return { range: { from, to }, problems };
  }
  if (fromText === undefined || toText === undefined) problems.push('halfRange');
  // One good end: up to today (at most the longest range), or the default week up to `to`.
  if (from !== undefined) {
    if (from > today) return { problems: [...problems, 'fromAfterTo'] };
    const end = shift(from, DASHBOARD_DAYS_MAX - 1);
    return { range: { from, to: end < today ? end : today }, problems };
  }
  if (to !== undefined) return { range: { from: shift(to, 1 - DASHBOARD_PRESETS[0]), to }, problems };
  return { problems };
}

/** The URL's range as the page shows it, with what was wrong with it (empty: nothing). */
export function parseDashboardSearch(raw: Record<string, unknown>, now = new Date()): { search: DashboardSearch; problems: RangeProblem[] } {
  const text = textValues(raw);
  const problems: RangeProblem[] = [];
  let days: DashboardPreset | undefined;
  if (text.days !== undefined) {
    const n = Number(text.days);
    if (isPreset(n)) days = n;
    else problems.push('badPreset');
  }
  const explicit = explicitRange(text.from, text.to, koreaTodayIso(now));
  problems.push(...explicit.problems);
  if (explicit.range) return { search: explicit.range, problems };
  return { search: days !== undefined && days !== DASHBOARD_PRESETS[0] ? { days } : {}, problems };
}

/** The Korea days the URL asks for. */
export function rangeOfSearch(search: DashboardSearch, now = new Date()): { from: string; to: string; preset: DashboardPreset | null } {
  if (search.from !== undefined && search.to !== undefined) return { from: search.from, to: search.to, preset: null };
  const days = search.days ?? DASHBOARD_PRESETS[0];
  return { from: koreaDayAfter(now, 1 - days), to: koreaTodayIso(now), preset: days };
}
