import { Temporal } from 'temporal-polyfill';
import { civilOf, koreaDayNumber } from '../../src/contract/korea-days.ts';

/**
 * The contract's isoDate / isoTimestamp checks are patterns: '2026-02-30' passes them, and then
 * PostgreSQL refuses it (a 500) or Date rolls it over to 2 March. A real calendar date in years
 * 1900-9999 (the range a birth or due date can have) is checked here before it reaches the database.
 */
export function isRealDate(iso: string): boolean {
  try {
    const date = Temporal.PlainDate.from(iso.slice(0, 10), { overflow: 'reject' });
    return date.year >= 1900 && date.year <= 9999 && !Number.isNaN(Date.parse(iso));
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export function isoOfDay(dayNumber: number): string {
  const { year, month, day } = civilOf(dayNumber);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today's date in Korea time (diary days, coupon last days, PDF book periods). */
export const koreaTodayIso = (now: Date) => isoOfDay(koreaDayNumber(now.getTime()));
