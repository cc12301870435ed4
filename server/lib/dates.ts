import { Temporal } from 'temporal-polyfill';

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
