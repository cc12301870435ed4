import { ageOnDay, eatsMeals } from '../../contract/calendar/age.ts';
import { koreaDayOf } from '../../contract/calendar/today.ts';
import type { ChildSummary } from '../../contract/child.ts';

/** Months and days of age on the entry's Korea day (the server judges the child-meal area the same way). */
export function ageOn(birthDateTime: string, entryDate: string): { months: number; days: number } {
  return ageOnDay(birthDateTime, entryDate) ?? { months: 0, days: 0 };
}

/** SPEC §4: the child-meal area only for a child over 6 months on that day; never for an unborn child. */
export function mealsOn(child: Pick<ChildSummary, 'born' | 'birthDateTime'>, entryDate: string): boolean {
  return child.born && child.birthDateTime !== null && eatsMeals(ageOn(child.birthDateTime, entryDate));
}

/** The Korea date of the birth (the earliest day a diary can be written for), or null. */
export function birthDay(child: Pick<ChildSummary, 'birthDateTime'>): string | null {
  return child.birthDateTime ? koreaDayOf(child.birthDateTime) : null;
}
