/**
 * A child's age (SPEC §4): exact months and days in Korea time, the age levels, the display rule
 * and the meal threshold. Decision 0038: every age of the app, client and server, comes from here.
 */
import type { Temporal } from 'temporal-polyfill';
import { civilOf, dayNumberOfIso, koreaDayNumber, monthsAndDays } from './days.ts';

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

const ZERO_AGE: ExactAge = { months: 0, days: 0, years: 0, daysSinceBirth: 0 };

/** The Korea day number of a birth instant (ISO timestamp or Date). */
export function birthDayNumber(birthDateTime: string | Date): number {
  return koreaDayNumber(typeof birthDateTime === 'string' ? Date.parse(birthDateTime) : birthDateTime.getTime());
}

/**
 * The age on Korea day `day` of a child born on Korea day `birthDay` (day numbers): null before the
 * birth day, zero on it (and when either is not a date).
 */
export function ageBetweenDays(birthDay: number, day: number): ExactAge | null {
  if (day < birthDay) return null;
  if (!(day > birthDay)) return { ...ZERO_AGE };
  const { months, days } = monthsAndDays(civilOf(birthDay), civilOf(day));
  return { months, days, years: Math.floor(months / 12), daysSinceBirth: day - birthDay };
}

/** The age on a Korea date (YYYY-MM-DD, e.g. a diary entry's day); null before the birth day. */
export function ageOnDay(birthDateTime: string | Date, day: string): ExactAge | null {
  return ageBetweenDays(birthDayNumber(birthDateTime), dayNumberOfIso(day));
}

/** Korea days from the birth day to `day` (negative before it): the growth charts' age in days. */
export function daysSinceBirthOn(birthDateTime: string | Date, day: string): number {
  return dayNumberOfIso(day) - birthDayNumber(birthDateTime);
}

const epochMsOf = (now?: Temporal.Instant | Date) => (now === undefined ? Date.now() : now instanceof Date ? now.getTime() : now.epochMilliseconds);

/** Exact age today, both dates taken in Korea time; zero before the birth day. */
export function exactAge(birthDateTime: string, now?: Temporal.Instant | Date): ExactAge {
  return ageBetweenDays(birthDayNumber(birthDateTime), koreaDayNumber(epochMsOf(now))) ?? { ...ZERO_AGE };
}

export type AgeDisplay = { kind: 'days'; days: number } | { kind: 'monthsDays'; months: number; days: number } | { kind: 'years'; years: number };

/** 0 months → days after birth; under 36 months → months and days; otherwise full years. */
export function ageDisplay(age: ExactAge): AgeDisplay {
  if (age.months === 0) return { kind: 'days', days: age.daysSinceBirth };
  if (age.months < AGE_DISPLAY_YEARS_FROM_MONTHS) return { kind: 'monthsDays', months: age.months, days: age.days };
  return { kind: 'years', years: age.years };
}
