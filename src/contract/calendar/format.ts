/**
 * The Korean date formats (SPEC §9), for the app's pages (Intl's ko-KR forms, in Korea time) and for the
 * PDF book, printed in Korean whatever the browser's language (decision 0028). Decision 0038: the one
 * home of these.
 */
import { ageOnDay, ageDisplay, type AgeDisplay } from './age.ts';
import { civilOf, DAY_MS, dayNumberOfIso, isoOfDay, isRealDate, KOREA_OFFSET_MS, koreaDayNumber, weekdayOf } from './days.ts';

/**
 * Written by hand from the Korea day numbers, not with Intl: a page's first Intl object loads the
 * browser's ICU data, one task of 30-40 ms on this machine (150 ms under Lighthouse's 4x CPU) in the
 * first script of every page (decision 0060). The forms are those of Intl's ko-KR.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE_MS = 60_000;

/** The Korea day number of an ISO date (YYYY-MM-DD, a calendar date) or an instant; NaN when neither. */
function koreaDayOf(value: string): number {
  if (ISO_DAY.test(value)) return isRealDate(value) ? dayNumberOfIso(value) : Number.NaN;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.NaN : koreaDayNumber(ms);
}

/** '2024년 3월 5일' for an ISO date (YYYY-MM-DD, a calendar date) or an instant. */
export function formatKoreanDate(value: string): string {
  const day = koreaDayOf(value);
  return Number.isNaN(day) ? value : koreanDate(isoOfDay(day));
}

/** '11월 22일 토요일' for an ISO date (YYYY-MM-DD): today's date on /main's diary card. */
export function formatKoreanMonthDayWeekday(value: string): string {
  const day = koreaDayOf(value);
  if (Number.isNaN(day)) return value;
  const { month, day: date } = civilOf(day);
  return `${month}월 ${date}일 ${WEEKDAYS[weekdayOf(day)]}`;
}

/** '2024년 3월 5일 오후 2:30' for an instant, at its Korea wall-clock time (the clock of time-of-day.ts). */
export function formatKoreanDateTime(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  const day = koreaDayNumber(ms);
  const minutes = Math.floor((ms + KOREA_OFFSET_MS - day * DAY_MS) / MINUTE_MS);
  const hour = Math.floor(minutes / 60);
  const clock = `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`;
  return `${koreanDate(isoOfDay(day))} ${hour < 12 ? '오전' : '오후'} ${clock}`;
}

/**
 * '2026년 11월 26일 – 12월 3일' for two ISO dates (YYYY-MM-DD) or instants: every date range of the app
 * and the PDFs in the dates' own form, the year written again only when it changes (decision 0075,
 * which replaced 0035's '2026. 11. 26. – 2026. 12. 3.').
 */
export function formatKoreanDateRange(start: string, end: string): string {
  const from = formatKoreanDate(start);
  const to = formatKoreanDate(end);
  // '2026년 ' is written once when both dates share it (written by hand, small: /main's first chunk).
  return from === to ? from : `${from} – ${to.startsWith(from.slice(0, 5)) ? to.slice(6) : to}`;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS_SHORT = { ko: ['일', '월', '화', '수', '목', '금', '토'], en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] } as const;

/** '2026년 12월' in Korean, 'December 2026' in English, for a month 'YYYY-MM'. */
export function formatMonth(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return locale === 'en' ? `${MONTHS_EN[number - 1] ?? ''} ${year}` : `${year}년 ${number}월`;
}

/** '화' in Korean, 'Tue' in English, for an ISO date. */
export function formatWeekdayShort(iso: string, locale: string): string {
  const day = dayNumberOfIso(iso);
  return Number.isNaN(day) ? '' : (WEEKDAYS_SHORT[locale === 'en' ? 'en' : 'ko'][weekdayOf(day)] ?? '');
}

const WEEKDAYS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

/** '2026년 11월 22일' for an ISO day (the book's form, without Intl). */
export function koreanDate(iso: string): string {
  const { year, month, day } = civilOf(dayNumberOfIso(iso));
  return `${year}년 ${month}월 ${day}일`;
}

/** '2026년 11월 22일 일요일' for an ISO day (YYYY-MM-DD). */
export function koreanDateWithWeekday(iso: string): string {
  return `${koreanDate(iso)} ${WEEKDAYS[weekdayOf(dayNumberOfIso(iso))]}`;
}

/** '2026년 8월 22일 – 11월 22일', the shared year written once ('2025년 12월 1일 – 2026년 2월 28일' otherwise): the book's period, the app's range. */
export function koreanPeriod(from: string, to: string): string {
  return formatKoreanDateRange(from, to);
}

/**
 * An age as the app's Korean catalogue writes it (SPEC §4: days, months and days, years):
 * '생후 12일', '12개월 0일', '4세'. The PDFs use this so that a report or a book says what the app
 * says on the same day (decision 0075).
 */
export function koreanAge(display: AgeDisplay): string {
  if (display.kind === 'days') return `생후 ${display.days}일`;
  if (display.kind === 'monthsDays') return `${display.months}개월 ${display.days}일`;
  return `${display.years}세`;
}

/** The age on a day as the app shows it (koreanAge); null before birth. */
export function koreanAgeOn(birthDateTime: Date | null, iso: string): string | null {
  if (!birthDateTime) return null;
  const age = ageOnDay(birthDateTime, iso);
  return age ? koreanAge(ageDisplay(age)) : null;
}
