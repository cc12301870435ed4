/** Pregnancy weeks from the due date (decision 0100): the due date is 40 weeks 0 days (280 days). */
import { dayNumberOfIso } from './days.ts';

export const PREGNANCY_DAYS = 280;
export const PREGNANCY_WEEK_MIN = 4;
export const PREGNANCY_WEEK_MAX = 42;

/** The completed weeks of pregnancy on `day` for this due date (임신 N주), within 0..PREGNANCY_WEEK_MAX+. */
export function pregnancyWeekOn(dueDate: string, day: string): number {
  const pregnantDays = PREGNANCY_DAYS - (dayNumberOfIso(dueDate) - dayNumberOfIso(day));
  return Math.max(0, Math.floor(pregnantDays / 7));
}
