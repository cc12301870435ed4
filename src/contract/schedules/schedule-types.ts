/** Shapes of the national schedule data (vaccination-schedule.ts, checkup-schedule.ts). */

/** An age offset from the birth date (Korea calendar): whole months, or days with the birth day as day 0. */
export type Offset = { readonly months: number } | { readonly days: number };

/**
 * A recommended window: from the day the offset `from` is reached, up to the day BEFORE `until`
 * ("4-6 months" is `{ from: 4 months, until: 7 months }`: the day the child turns 4 months to the
 * day before it turns 7 months). See docs/decisions/0013-vaccination-schedule.md.
 */
export type WindowSpec = { readonly from: Offset; readonly until: Offset };

/** A window counted from the recorded date of an earlier item (e.g. HepA-2 6-18 months after HepA-1). */
export type AfterSpec = WindowSpec & { readonly key: string };

export type ScheduleEntry = {
  /** Stable key stored in the database (scheduleKey), e.g. 'DTaP-2'. Never rename a key. */
  readonly key: string;
  /** The group the UI shows together: a vaccine ('DTaP') or a checkup kind ('INFANT', 'DENTAL'). */
  readonly group: string;
  /**
   * One way of completing the group. Alternatives share a group and differ in series (rotavirus
   * 'RV1' or 'RV5'): once a dose of one series is recorded, the other series is not needed.
   */
  readonly series: string;
  readonly dose: number;
  readonly nameKo: string;
  readonly nameEn: string;
  /** The window from birth; for an `after` entry, the approximation used until that item is recorded. */
  readonly window: WindowSpec;
  readonly after?: AfterSpec;
  /** 국가예방접종 / 국가건강검진: free of charge under the national programme. */
  readonly national: boolean;
  /** Only for this sex (HPV for girls). */
  readonly sex?: 'MALE' | 'FEMALE';
};

export const months = (n: number): Offset => ({ months: n });
export const days = (n: number): Offset => ({ days: n });
/** `from` and `until` as whole months: monthsWindow(4, 7) is "4-6 months". */
export const monthsWindow = (from: number, until: number): WindowSpec => ({ from: months(from), until: months(until) });

export const SCHEDULE_STATUSES = ['done', 'due', 'upcoming', 'overdue', 'skipped'] as const;
/**
 * done: a date is recorded. due: today is inside the window. upcoming: before it. overdue: after it.
 * skipped: an alternative of the same group (the other rotavirus or JE vaccine) has been chosen.
 */
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
