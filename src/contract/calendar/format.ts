/**
 * The Korean date formats (SPEC §9), for the app's pages (Intl with ko-KR in Korea time) and for the
 * PDF book, printed in Korean whatever the browser's language (decision 0028). Decision 0038: the one
 * home of these.
 */
import { ageOnDay, ageDisplay } from './age.ts';
import { civilOf, dayNumberOfIso, KOREA_OFFSET, weekdayOf } from './days.ts';

/** The IANA zone of Korea, for Intl (UTC+9 all year). */
export const KOREA_TZ = 'Asia/Seoul';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Noon in Korea of an ISO date: the same calendar date in every zone Intl might use. */
const koreaNoon = (value: string) => new Date(`${value}T12:00:00${KOREA_OFFSET}`);

const dateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TZ, year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KOREA_TZ,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '2024년 3월 5일' for an ISO date (YYYY-MM-DD, a calendar date) or an instant. */
export function formatKoreanDate(value: string): string {
  const date = ISO_DAY.test(value) ? koreaNoon(value) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const monthDayWeekday = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TZ, month: 'long', day: 'numeric', weekday: 'long' });

/** '11월 22일 토요일' for an ISO date (YYYY-MM-DD): today's date on /main's diary card. */
export function formatKoreanMonthDayWeekday(value: string): string {
  const date = koreaNoon(value);
  return Number.isNaN(date.getTime()) ? value : monthDayWeekday.format(date);
}

/** '2024년 3월 5일 오후 2:30' for an instant. */
export function formatKoreanDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

const numericDate = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TZ, year: 'numeric', month: 'numeric', day: 'numeric' });

/**
 * '2026. 11. 26. – 2026. 12. 3.' for two ISO dates (YYYY-MM-DD): every date range of the app in this
 * one Korean form, both dates written in full (decision 0035).
 */
export function formatKoreanDateRange(start: string, end: string): string {
  const at = (value: string) => {
    const date = koreaNoon(value);
    return Number.isNaN(date.getTime()) ? value : numericDate.format(date);
  };
  return `${at(start)} – ${at(end)}`;
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

/** '2026년 8월 22일 – 11월 22일', the shared year written once ('2025년 12월 1일 – 2026년 2월 28일' otherwise). */
export function koreanPeriod(from: string, to: string): string {
  if (from === to) return koreanDate(from);
  const a = civilOf(dayNumberOfIso(from));
  const b = civilOf(dayNumberOfIso(to));
  const end = a.year === b.year ? `${b.month}월 ${b.day}일` : koreanDate(to);
  return `${koreanDate(from)} – ${end}`;
}

/** The age on a day as the app shows it (SPEC §4): '생후 12일', '13개월 5일', '4살'; null before birth. */
export function koreanAgeOn(birthDateTime: Date | null, iso: string): string | null {
  if (!birthDateTime) return null;
  const age = ageOnDay(birthDateTime, iso);
  if (!age) return null;
  const display = ageDisplay(age);
  if (display.kind === 'days') return `생후 ${display.days}일`;
  if (display.kind === 'monthsDays') return display.days > 0 ? `${display.months}개월 ${display.days}일` : `${display.months}개월`;
  return `${display.years}살`;
}
