/**
 * Which days of a month the diary still offers to write, and one row per day in the month list.
 * A new entry may be written for any Korea day from the birth day (`DiaryBeforeBirthException`) to
 * today (`FutureDiaryDateException`) that has no entry yet (one entry per child and day); only the
 * editing of an entry is held to the day it was written (SPEC §4, decision 0017).
 */
import { civilOf, dayNumberOf, dayNumberOfIso, isoOfDay } from '../../contract/calendar/days.ts';

/** The days of `month` ('YYYY-MM') without an entry or a waiting write, newest first. */
export function unwrittenDays(month: string, today: string, birth: string | null, written: Iterable<string>): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = dayNumberOf({ year, month: monthNumber, day: 1 });
  const next = monthNumber === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: monthNumber + 1, day: 1 };
  const last = Math.min(dayNumberOf(next) - 1, dayNumberOfIso(today));
  const start = birth === null ? first : Math.max(first, dayNumberOfIso(birth));
  const taken = new Set(written);
  const days: string[] = [];
  for (let day = last; day >= start; day -= 1) {
    const iso = isoOfDay(day);
    if (!taken.has(iso)) days.push(iso);
  }
  return days;
}

/**
 * The stored entries without the days a write waits for on this phone: a waiting edit and the server's
 * copy of the same day are one day, shown once, as the waiting write (it is what the day will hold).
 */
export function storedWithoutWaiting<T extends { entryDate: string }>(stored: readonly T[], waitingDays: Iterable<string>): T[] {
  const waiting = new Set(waitingDays);
  return stored.filter((item) => !waiting.has(item.entryDate));
}

/** The first month a diary can hold: the birth day's month, or none known. */
export const firstMonth = (birth: string | null): string | null => (birth === null ? null : birth.slice(0, 7));

/** The day of the month of 'YYYY-MM-DD', as a number (the list's day column). */
export const dayOfMonth = (iso: string): number => civilOf(dayNumberOfIso(iso)).day;
