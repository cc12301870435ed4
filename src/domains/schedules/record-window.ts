/**
 * Whether a recorded date falls outside the item's recommended window, and the child's age on it:
 * the record dialog asks before saving such a date and says why (decision 0071). Pure, unit-tested.
 */
import { ageOnDay, type ExactAge } from '../../contract/calendar/age.ts';
import { dayNumberOfIso } from '../../contract/calendar/days.ts';

export type WindowMiss = { side: 'early' | 'late'; age: ExactAge };

/** null when `date` is inside [windowStart, windowEnd] (or before the birth, which the form refuses). */
export function windowMiss(item: { windowStart: string; windowEnd: string }, date: string, birthDateTime: string): WindowMiss | null {
  const day = dayNumberOfIso(date);
  const side = day < dayNumberOfIso(item.windowStart) ? 'early' : day > dayNumberOfIso(item.windowEnd) ? 'late' : null;
  const age = side ? ageOnDay(birthDateTime, date) : null;
  return side && age ? { side, age } : null;
}
