import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addMonths, civilOf, dayNumberOf, dayNumberOfIso, isoOfDay, koreaDayNumber, koreaMidnightMs, monthsAndDays, weekdayOf } from './days.ts';

const civil = (iso: string) => civilOf(dayNumberOfIso(iso));

describe('Korea days as numbers (decision 0038)', () => {
  it('reads and writes ISO days, and rejects what is not one', () => {
    expect(dayNumberOfIso('1970-01-01')).toBe(0);
    expect(isoOfDay(dayNumberOfIso('2024-02-29'))).toBe('2024-02-29');
    expect(isoOfDay(dayNumberOfIso('1969-12-31'))).toBe('1969-12-31');
    expect(dayNumberOfIso('29.02.2024')).toBeNaN();
    expect(dayNumberOf({ year: 2026, month: 11, day: 22 })).toBe(dayNumberOfIso('2026-11-22'));
  });

  it('takes the Korea date of an instant: midnight KST is 15:00 UTC the day before', () => {
    expect(isoOfDay(koreaDayNumber(Date.parse('2026-11-22T14:59:59.999Z')))).toBe('2026-11-22');
    expect(isoOfDay(koreaDayNumber(Date.parse('2026-11-22T15:00:00Z')))).toBe('2026-11-23');
    expect(new Date(koreaMidnightMs(dayNumberOfIso('2026-11-23'))).toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });

  it('knows the weekday, also before 1970', () => {
    expect(weekdayOf(dayNumberOfIso('2026-11-22'))).toBe(0);
    expect(weekdayOf(dayNumberOfIso('2024-02-29'))).toBe(4);
    expect(weekdayOf(dayNumberOfIso('1969-12-31'))).toBe(3);
  });

  it('adds months clamping to the month end, leap years included', () => {
    expect(addMonths(civil('2026-01-31'), 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths(civil('2024-01-31'), 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths(civil('2024-02-29'), 12)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths(civil('2026-03-31'), -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths(civil('2026-11-22'), -11)).toEqual({ year: 2025, month: 12, day: 22 });
  });

  it('counts months and days as Temporal does at month ends and leap days', () => {
    const pairs: [string, string][] = [
      ['2026-01-31', '2026-02-28'],
      ['2026-01-31', '2026-03-01'],
      ['2024-02-29', '2025-02-28'],
      ['2024-02-29', '2025-03-01'],
      ['2024-02-29', '2028-02-29'],
      ['2023-03-31', '2026-04-30'],
      ['2026-11-22', '2026-11-22'],
    ];
    for (const [from, to] of pairs) {
      const expected = Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'months' });
      expect(monthsAndDays(civil(from), civil(to)), `${from} → ${to}`).toEqual({ months: expected.months, days: expected.days });
    }
  });

  it('gives zero for an end before the start', () => {
    expect(monthsAndDays(civil('2026-11-22'), civil('2026-10-01'))).toEqual({ months: 0, days: 0 });
  });
});
