import { describe, expect, it } from 'vitest';
import { formatKoreanDateRange, formatKoreanMonthDayWeekday, koreaTodayIso } from './dates.ts';

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

describe('formatKoreanDateRange (decision 0035: one Korean form for every range)', () => {
  it('writes both dates in full, numeric, with an en dash', () => {
    expect(formatKoreanDateRange('2026-11-26', '2026-12-03')).toBe('2026. 11. 26. – 2026. 12. 3.');
    expect(formatKoreanDateRange('2027-04-19', '2027-11-18')).toBe('2027. 4. 19. – 2027. 11. 18.');
    expect(formatKoreanDateRange('2025-12-22', '2026-01-21')).toBe('2025. 12. 22. – 2026. 1. 21.');
  });
});
