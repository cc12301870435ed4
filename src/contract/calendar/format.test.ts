import { describe, expect, it } from 'vitest';
import {
  formatKoreanDate,
  formatKoreanDateRange,
  formatKoreanDateTime,
  formatKoreanMonthDayWeekday,
  formatMonth,
  formatWeekdayShort,
  koreanAgeOn,
  koreanDate,
  koreanDateWithWeekday,
  koreanPeriod,
} from './format.ts';
import { koreaTodayIso } from './today.ts';

describe('Korean dates for /main (SPEC §9: Korea time)', () => {
  it('writes a calendar date as month, day and weekday', () => {
    expect(formatKoreanMonthDayWeekday('2026-11-23')).toBe('11월 23일 월요일');
    expect(formatKoreanMonthDayWeekday('2027-01-01')).toBe('1월 1일 금요일');
    expect(formatKoreanMonthDayWeekday('not a date')).toBe('not a date');
  });

  it('takes today in Korea, not in the device zone', () => {
    // 2026-11-22 20:00 UTC is already 23 November in Seoul.
    expect(koreaTodayIso(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});

describe("formatKoreanDateRange (decision 0075: a range in the dates' own form)", () => {
  it('writes the dates as every date of the app, the year again only when it changes', () => {
    expect(formatKoreanDateRange('2026-11-26', '2026-12-03')).toBe('2026년 11월 26일 – 12월 3일');
    expect(formatKoreanDateRange('2027-04-19', '2027-11-18')).toBe('2027년 4월 19일 – 11월 18일');
    expect(formatKoreanDateRange('2025-12-22', '2026-01-21')).toBe('2025년 12월 22일 – 2026년 1월 21일');
    expect(formatKoreanDateRange('2026-10-24', '2026-10-24')).toBe('2026년 10월 24일');
    // Instants are taken on their Korea day: 2026-11-25 15:30 UTC is the 26th in Seoul.
    expect(formatKoreanDateRange('2026-11-25T15:30:00Z', '2026-12-03')).toBe('2026년 11월 26일 – 12월 3일');
  });
});

describe('the Korean words of the PDF book (decision 0028; SPEC §4 age display, §9 Korean dates)', () => {
  it('writes dates with their weekday and periods with the shared year once', () => {
    expect(koreanDateWithWeekday('2026-11-22')).toBe('2026년 11월 22일 일요일');
    expect(koreanDateWithWeekday('2024-02-29')).toBe('2024년 2월 29일 목요일');
    expect(koreanDateWithWeekday('1969-12-31')).toBe('1969년 12월 31일 수요일');
    expect(koreanPeriod('2026-08-22', '2026-11-22')).toBe('2026년 8월 22일 – 11월 22일');
    expect(koreanPeriod('2025-12-01', '2026-02-28')).toBe('2025년 12월 1일 – 2026년 2월 28일');
    expect(koreanPeriod('2026-11-22', '2026-11-22')).toBe('2026년 11월 22일');
  });

  it('writes the age on the day as the app shows it: days, months and days, then years (Korea time)', () => {
    // Born 2025-10-18 00:30 KST (the 17th in UTC).
    const birth = new Date('2025-10-17T15:30:00Z');
    expect(koreanAgeOn(birth, '2025-10-18')).toBe('생후 0일');
    expect(koreanAgeOn(birth, '2025-11-01')).toBe('생후 14일');
    // The app's own forms (decision 0075): months and days even on a monthly birthday, years as 세.
    expect(koreanAgeOn(birth, '2025-12-18')).toBe('2개월 0일');
    expect(koreanAgeOn(birth, '2026-11-22')).toBe('13개월 4일');
    expect(koreanAgeOn(birth, '2029-01-01')).toBe('3세');
    expect(koreanAgeOn(birth, '2025-10-01')).toBeNull();
    expect(koreanAgeOn(null, '2025-10-01')).toBeNull();
  });

  it('writes a bare date without Intl', () => {
    expect(koreanDate('2024-02-29')).toBe('2024년 2월 29일');
  });
});

describe('Korean dates in Korea time whatever the zone of the device (SPEC §9)', () => {
  it('writes an ISO date as that calendar date and an instant as its Korea date', () => {
    expect(formatKoreanDate('2024-03-05')).toBe('2024년 3월 5일');
    // 2026-11-22T20:00Z is 23 November 05:00 in Korea.
    expect(formatKoreanDate('2026-11-22T20:00:00Z')).toBe('2026년 11월 23일');
    expect(formatKoreanDate('not a date')).toBe('not a date');
  });

  it('writes an instant with its Korea wall-clock time', () => {
    expect(formatKoreanDateTime('2024-03-05T05:30:00Z')).toBe('2024년 3월 5일 오후 2:30');
    expect(formatKoreanDateTime('2024-03-05T15:05:00Z')).toBe('2024년 3월 6일 오전 12:05');
    expect(formatKoreanDateTime('2024-03-05T03:00:00Z')).toBe('2024년 3월 5일 오후 12:00');
    expect(formatKoreanDateTime('2024-03-05T02:59:00Z')).toBe('2024년 3월 5일 오전 11:59');
    expect(formatKoreanDateTime('nope')).toBe('nope');
  });
});

describe('a month and a weekday in the language of the page (the month list of the diary)', () => {
  it('writes them in Korean, and in English for the English pages', () => {
    expect(formatMonth('2026-12', 'ko')).toBe('2026년 12월');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    expect(formatWeekdayShort('2026-12-01', 'ko')).toBe('화');
    expect(formatWeekdayShort('2026-12-06', 'en')).toBe('Sun');
    expect(formatWeekdayShort('nope', 'ko')).toBe('');
  });
});
