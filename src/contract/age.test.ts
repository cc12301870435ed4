import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageDisplay, ageLevel, countdownLabel, eatsMeals, exactAge } from './age.ts';

const at = (iso: string) => Temporal.Instant.from(iso);

describe('age rules (SPEC §4)', () => {
  it('age level boundaries: 6→0, 7→1, 12→1, 13→2, 24→2, 25→3', () => {
    expect([0, 6, 7, 12, 13, 24, 25, 60].map(ageLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('meals only after 6 months', () => {
    expect([eatsMeals(6), eatsMeals(7)]).toEqual([false, true]);
  });

  it('judges the birth day in Korea time', () => {
    // 2026-01-31 15:30 UTC is 2026-02-01 00:30 in Korea.
    const age = exactAge('2026-01-31T15:30:00Z', at('2026-03-01T00:00:00Z'));
    expect(age).toMatchObject({ months: 1, days: 0, daysSinceBirth: 28 });
  });

  it('matches Temporal month arithmetic at month ends and leap days', () => {
    const cases: [string, string][] = [
      ['2026-01-31T03:00:00Z', '2026-02-28T03:00:00Z'],
      ['2024-02-29T03:00:00Z', '2025-02-28T03:00:00Z'],
      ['2024-02-29T03:00:00Z', '2025-03-01T03:00:00Z'],
      ['2025-08-15T03:00:00Z', '2026-11-22T03:00:00Z'],
      ['2023-03-31T03:00:00Z', '2026-04-30T03:00:00Z'],
    ];
    for (const [birth, now] of cases) {
      const b = Temporal.Instant.from(birth).toZonedDateTimeISO('Asia/Seoul').toPlainDate();
      const n = Temporal.Instant.from(now).toZonedDateTimeISO('Asia/Seoul').toPlainDate();
      const expected = b.until(n, { largestUnit: 'months' });
      expect(exactAge(birth, at(now)), `${birth} → ${now}`).toMatchObject({ months: expected.months, days: expected.days });
    }
  });

  it('agrees with Temporal on 2,000 pseudo-random birth and today pairs', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const base = Date.parse('2019-01-01T00:00:00Z');
    for (let i = 0; i < 2000; i++) {
      const birth = new Date(base + rand() * 6 * 365 * 86_400_000).toISOString();
      const now = new Date(Date.parse(birth) + rand() * 5 * 365 * 86_400_000).toISOString();
      const b = Temporal.Instant.from(birth).toZonedDateTimeISO('Asia/Seoul').toPlainDate();
      const n = Temporal.Instant.from(now).toZonedDateTimeISO('Asia/Seoul').toPlainDate();
      const expected = b.until(n, { largestUnit: 'months' });
      const got = exactAge(birth, at(now));
      expect([got.months, got.days, got.daysSinceBirth], `${birth} → ${now}`).toEqual([expected.months, expected.days, b.until(n).days]);
    }
  });

  it('age display: days at 0 months, months and days under 36, years from 36', () => {
    expect(ageDisplay(exactAge('2026-11-01T03:00:00Z', at('2026-11-22T03:00:00Z')))).toEqual({ kind: 'days', days: 21 });
    expect(ageDisplay(exactAge('2024-01-10T03:00:00Z', at('2026-11-22T03:00:00Z')))).toEqual({ kind: 'monthsDays', months: 34, days: 12 });
    expect(ageDisplay(exactAge('2023-11-22T03:00:00Z', at('2026-11-22T03:00:00Z')))).toEqual({ kind: 'years', years: 3 });
  });

  it('countdown: D - n, D - Day, D + n in Korea time', () => {
    const now = at('2026-11-22T16:00:00Z'); // 2026-11-23 01:00 in Korea
    expect(countdownLabel('2026-11-25', now)).toBe('D - 2');
    expect(countdownLabel('2026-11-23', now)).toBe('D - Day');
    expect(countdownLabel('2026-11-20', now)).toBe('D + 3');
  });
});
