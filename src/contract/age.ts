import type { Temporal } from 'temporal-polyfill';
import { civilOf, dayNumberOfIso, koreaDayNumber, monthsAndDays } from './korea-days.ts';

/** SPEC §4, §9: thresholds in months. */
export const AGE_LEVEL_THRESHOLDS = [7, 13, 25] as const;
export const AGE_DISPLAY_YEARS_FROM_MONTHS = 36;
export const MEALS_AFTER_MONTHS = 6;

export type AgeLevel = 0 | 1 | 2 | 3;

/** Under 7 months → 0; 7-12 → 1; 13-24 → 2; 25 or more → 3. */
export function ageLevel(months: number): AgeLevel {
  if (months < 7) return 0;
  if (months < 13) return 1;
  if (months < 25) return 2;
  return 3;
}

/**
 * SPEC §4: a child older than 6 months counts as eating meals, judged on the exact age: from the
 * day after the 6-month birthday (6 months 1 day), as the copy "after 6 months" says (decision 0035).
 */
export function eatsMeals(age: { months: number; days: number }): boolean {
  return age.months > MEALS_AFTER_MONTHS || (age.months === MEALS_AFTER_MONTHS && age.days > 0);
}

export type ExactAge = { months: number; days: number; years: number; daysSinceBirth: number };

const epochMsOf = (now?: Temporal.Instant) => (now ? now.epochMilliseconds : Date.now());

/** Exact age from the birth instant, both dates taken in Korea time. */
export function exactAge(birthDateTime: string, now?: Temporal.Instant): ExactAge {
  const birthDay = koreaDayNumber(Date.parse(birthDateTime));
  const today = koreaDayNumber(epochMsOf(now));
  if (!(today > birthDay)) return { months: 0, days: 0, years: 0, daysSinceBirth: 0 };
  const { months, days } = monthsAndDays(civilOf(birthDay), civilOf(today));
  return { months, days, years: Math.floor(months / 12), daysSinceBirth: today - birthDay };
}

export type AgeDisplay =
  | { kind: 'days'; days: number }
  | { kind: 'monthsDays'; months: number; days: number }
  | { kind: 'years'; years: number };

/** 0 months → days after birth; under 36 months → months and days; otherwise full years. */
export function ageDisplay(age: ExactAge): AgeDisplay {
  if (age.months === 0) return { kind: 'days', days: age.daysSinceBirth };
  if (age.months < AGE_DISPLAY_YEARS_FROM_MONTHS) return { kind: 'monthsDays', months: age.months, days: age.days };
  return { kind: 'years', years: age.years };
}

/** 'D - n' before the date, 'D - Day' on the day, 'D + n' after (SPEC §4). */
export function countdownLabel(target: string, now?: Temporal.Instant): string {
  const diff = dayNumberOfIso(target) - koreaDayNumber(epochMsOf(now));
  if (diff > 0) return `D - ${diff}`;
  if (diff === 0) return 'D - Day';
  return `D + ${-diff}`;
}
