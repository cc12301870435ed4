/**
 * The dashboard's range (decision 0044), apart from its endpoint: the /admin route's validateSearch
 * reads it, and the route tree is in the first page's JS, so it carries no response schemas.
 */
import * as v from 'valibot';
import { KoreaDayText } from './admin-list.ts';
import { dayNumberOfIso } from './calendar/days.ts';

/** The longest range one dashboard answers, in Korea days (a quarter). */
export const DASHBOARD_DAYS_MAX = 92;
/** The range presets of the page, in days ending today; the first is the default. */
export const DASHBOARD_PRESETS = [7, 30, 90] as const;

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => dayNumberOfIso(to) - dayNumberOfIso(from) + 1;

/** `from`–`to` Korea days, both or neither (then the last 7 days); from ≤ to, at most DASHBOARD_DAYS_MAX days (SPEC §8 InvalidSearchDateRange). */
export const DashboardQuery = v.pipe(
  v.object({ from: v.optional(KoreaDayText), to: v.optional(KoreaDayText) }),
  v.check(
    ({ from, to }) =>
      (from === undefined && to === undefined) || (from !== undefined && to !== undefined && from <= to && daysInRange(from, to) <= DASHBOARD_DAYS_MAX),
    'InvalidSearchDateRange',
  ),
);
export type DashboardQuery = v.InferOutput<typeof DashboardQuery>;
