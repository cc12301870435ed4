/** The period of a diary book (decision 0028): presets ending today and the checks the form makes before the server does. */
import { DIARY_PDF_MAX_DAYS, lastMonthsPeriod, periodDays } from '../../contract/diary-pdf.ts';
import { dayNumberOfIso } from '../../contract/calendar/days.ts';

export type Period = { from: string; to: string };
export type PeriodIssue = 'missing' | 'reversed' | 'future' | 'tooLong';

/** The last `months` months up to today (the presets; 3 is the default). */
export const lastMonths = (today: string, months: number): Period => lastMonthsPeriod(today, months);

export const PRESET_MONTHS = [3, 6, 12] as const;

/** What is wrong with a period, or null: the server refuses the same (a book spans at most a year, up to today). */
export function periodIssue({ from, to }: Period, today: string): PeriodIssue | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(dayNumberOfIso(from)) || Number.isNaN(dayNumberOfIso(to)))
    return 'missing';
  if (from > to) return 'reversed';
  if (to > today) return 'future';
  if (periodDays(from, to) > DIARY_PDF_MAX_DAYS) return 'tooLong';
  return null;
}
