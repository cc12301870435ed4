/**
 * Korea days as plain numbers: the engine under every date and age of the app (SPEC §4, §9; decision
 * 0038). Korea keeps UTC+9 all year (no daylight saving since 1988), so the Korea date of an instant
 * is the UTC date of the instant shifted by nine hours, and calendar arithmetic follows Temporal's
 * ISO calendar (the tests beside this file check it against Temporal). Plain numbers because these
 * run on every child summary the server answers, where the Temporal polyfill cost ~70 µs a call, and
 * because the polyfill stays out of the first pages' JS.
 */
export const DAY_MS = 86_400_000;
/** UTC+9: the one place the Korea offset is written (decision 0038). */
export const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
export const KOREA_OFFSET = '+09:00';

export type CivilDate = { year: number; month: number; day: number };

/** Days since 1970-01-01 of the Korea date of an instant. */
export function koreaDayNumber(epochMs: number): number {
  return Math.floor((epochMs + KOREA_OFFSET_MS) / DAY_MS);
}

/** The instant a Korea day begins (its 00:00 KST). */
export function koreaMidnightMs(dayNumber: number): number {
  return dayNumber * DAY_MS - KOREA_OFFSET_MS;
}

export function civilOf(dayNumber: number): CivilDate {
  const d = new Date(dayNumber * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function dayNumberOf(date: CivilDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / DAY_MS);
}

/** 'YYYY-MM-DD' → day number; NaN when it is not a date. */
export function dayNumberOfIso(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return Number.NaN;
  return dayNumberOf({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Day number → 'YYYY-MM-DD'. */
export function isoOfDay(dayNumber: number): string {
  const { year, month, day } = civilOf(dayNumber);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * True when an ISO date or timestamp names a day that exists (2026-02-30 does not; valibot's isoDate
 * and isoTimestamp are patterns that let it through, and PostgreSQL then refuses it with a 500 or Date
 * rolls it over to 2 March), in years 1900-9999, the range a birth or due date can have.
 */
export function isRealDate(iso: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && !Number.isNaN(Date.parse(iso));
}

/** Adds whole months, clamping the day to the month's length (Temporal's 'constrain'). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Whole months and remaining days from `from` to `to` (from ≤ to), as Temporal's until does. */
export function monthsAndDays(from: CivilDate, to: CivilDate): { months: number; days: number } {
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  const toDay = dayNumberOf(to);
  // Temporal's rule: a month is complete only when the day of the month has come round again.
  if (months > 0 && to.day < from.day) months -= 1;
  if (months < 0) return { months: 0, days: Math.max(0, toDay - dayNumberOf(from)) };
  return { months, days: toDay - dayNumberOf(addMonths(from, months)) };
}
