/**
 * The dashboard's range in the URL (decision 0044): a preset `days` (7, 30, 90 ending today; 7 is
 * the default and stays out of the URL) or an explicit `from`–`to`, checked by the contract's
 * DashboardQuery; a URL it refuses shows the default.
 */
import * as v from 'valibot';
import { DASHBOARD_PRESETS, DashboardQuery } from '../../contract/admin-dashboard.ts';
import { koreaDayAfter, koreaTodayIso } from '../../contract/calendar/today.ts';
import { textValues } from '../../components/admin/list-search.ts';

export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];
export type DashboardSearch = { days?: DashboardPreset; from?: string; to?: string };

const isPreset = (n: number): n is DashboardPreset => DASHBOARD_PRESETS.some((p) => p === n);

export function parseDashboardSearch(raw: Record<string, unknown>): DashboardSearch {
  const text = textValues(raw);
  if (text.from !== undefined && text.to !== undefined) {
    const range = v.safeParse(DashboardQuery, { from: text.from, to: text.to });
    if (range.success && range.output.from !== undefined && range.output.to !== undefined) return { from: range.output.from, to: range.output.to };
  }
  const days = Number(text.days);
  return isPreset(days) && days !== DASHBOARD_PRESETS[0] ? { days } : {};
}

/** The Korea days the URL asks for. */
export function rangeOfSearch(search: DashboardSearch, now = new Date()): { from: string; to: string; preset: DashboardPreset | null } {
  if (search.from !== undefined && search.to !== undefined) return { from: search.from, to: search.to, preset: null };
  const days = search.days ?? DASHBOARD_PRESETS[0];
  return { from: koreaDayAfter(now, 1 - days), to: koreaTodayIso(now), preset: days };
}
