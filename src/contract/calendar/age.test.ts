import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageBetweenDays, ageDisplay, ageLevel, ageOnDay, birthDayNumber, daysSinceBirthOn, eatsMeals, exactAge } from './age.ts';

const at = (iso: string) => Temporal.Instant.from(iso);

describe('age rules (SPEC §4)', () => {
  it('age level boundaries: 6→0, 7→1, 12→1, 13→2, 24→2, 25→3', () => {
    expect([0, 6, 7, 12, 13, 24, 25, 60].map(ageLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('meals only after 6 months', () => {
    expect([eatsMeals({ months: 6, days: 0 }), eatsMeals({ months: 6, days: 1 }), eatsMeals({ months: 7, days: 0 })]).toEqual([false, true, true]);
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
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
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
});

describe('age rules at every boundary (SPEC §4, §9)', () => {
  // Noon in Korea on the given day.
  const koreaNoon = (date: string) => at(`${date}T03:00:00Z`);

  it('age level: 0 → 0, 6 → 0, 7 → 1, 12 → 1, 13 → 2, 24 → 2, 25 → 3', () => {
    const table: [number, number][] = [
      [0, 0],
      [6, 0],
      [7, 1],
      [12, 1],
      [13, 2],
      [24, 2],
      [25, 3],
      [36, 3],
    ];
    for (const [months, level] of table) expect(ageLevel(months), `${months} months`).toBe(level);
  });

  it('age level from the exact age: the day before and on the 7-, 13- and 25-month days', () => {
    const birth = '2024-01-15T03:00:00Z';
    const levelOn = (date: string) => ageLevel(exactAge(birth, koreaNoon(date)).months);
    expect([levelOn('2024-08-14'), levelOn('2024-08-15')]).toEqual([0, 1]);
    expect([levelOn('2025-02-14'), levelOn('2025-02-15')]).toEqual([1, 2]);
    expect([levelOn('2026-02-14'), levelOn('2026-02-15')]).toEqual([2, 3]);
  });

  it('meals: exactly 6 months is not yet, the next day and 6 months 14 days are (older than 6 months)', () => {
    const birth = '2026-01-10T03:00:00Z';
    expect(eatsMeals(exactAge(birth, koreaNoon('2026-07-09')))).toBe(false); // 5 months 29 days
    expect(eatsMeals(exactAge(birth, koreaNoon('2026-07-10')))).toBe(false); // exactly 6 months
    expect(eatsMeals(exactAge(birth, koreaNoon('2026-07-11')))).toBe(true); // 6 months 1 day
    expect(eatsMeals(exactAge(birth, koreaNoon('2026-07-24')))).toBe(true); // 6 months 14 days
  });

  it('display: the birth day is day 0, the last day of month 0 is days, one month is months and days', () => {
    const birth = '2026-03-05T03:00:00Z';
    expect(ageDisplay(exactAge(birth, koreaNoon('2026-03-05')))).toEqual({ kind: 'days', days: 0 });
    expect(ageDisplay(exactAge(birth, koreaNoon('2026-04-04')))).toEqual({ kind: 'days', days: 30 });
    expect(ageDisplay(exactAge(birth, koreaNoon('2026-04-05')))).toEqual({ kind: 'monthsDays', months: 1, days: 0 });
  });

  it('display: 35 months and days, then full years from 36 months', () => {
    const birth = '2023-05-20T03:00:00Z';
    expect(ageDisplay(exactAge(birth, koreaNoon('2026-05-19')))).toEqual({ kind: 'monthsDays', months: 35, days: 29 });
    expect(ageDisplay(exactAge(birth, koreaNoon('2026-05-20')))).toEqual({ kind: 'years', years: 3 });
    expect(ageDisplay(exactAge(birth, koreaNoon('2027-05-19')))).toEqual({ kind: 'years', years: 3 });
    expect(ageDisplay(exactAge(birth, koreaNoon('2027-05-20')))).toEqual({ kind: 'years', years: 4 });
  });

  it('exact age across Korea midnight: born 2026-01-31T15:30Z is born on Feb 1 in Korea', () => {
    const birth = '2026-01-31T15:30:00Z';
    // 2026-02-01T14:59Z is still Feb 1 in Korea: day 0. One minute later it is Feb 2: day 1.
    expect(exactAge(birth, at('2026-02-01T14:59:00Z'))).toMatchObject({ months: 0, days: 0, daysSinceBirth: 0 });
    expect(exactAge(birth, at('2026-02-01T15:00:00Z'))).toMatchObject({ months: 0, days: 1, daysSinceBirth: 1 });
    // One month in Korea is March 1 (Feb 1 + 1 month), which begins at 2026-02-28T15:00Z.
    expect(exactAge(birth, at('2026-02-28T14:59:00Z')).months).toBe(0);
    expect(exactAge(birth, at('2026-02-28T15:00:00Z'))).toMatchObject({ months: 1, days: 0 });
    // A UTC reading would have called the child born on Jan 31 and one month old on Feb 28.
  });

  it('before the birth instant (a birth time later today, or a future date) the age is zero', () => {
    expect(exactAge('2026-12-01T03:00:00Z', koreaNoon('2026-11-22'))).toEqual({ months: 0, days: 0, years: 0, daysSinceBirth: 0 });
  });

  it('age on a day (a diary entry, a measurement): null before the Korea birth day, zero on it', () => {
    // Born 2025-10-18 00:30 KST (the 17th in UTC).
    const birth = '2025-10-17T15:30:00Z';
    expect(ageOnDay(birth, '2025-10-17')).toBeNull();
    expect(ageOnDay(birth, '2025-10-18')).toEqual({ months: 0, days: 0, years: 0, daysSinceBirth: 0 });
    expect(ageOnDay(new Date(birth), '2026-11-22')).toEqual({ months: 13, days: 4, years: 1, daysSinceBirth: 400 });
    expect(daysSinceBirthOn(birth, '2025-10-17')).toBe(-1);
    expect(daysSinceBirthOn(new Date(birth), '2025-11-18')).toBe(31);
    expect(ageBetweenDays(birthDayNumber(birth), birthDayNumber('2026-04-17T15:00:00Z'))).toMatchObject({ months: 6, days: 0 });
  });

  it('age on a day agrees with the age today at Korea noon of that day', () => {
    const birth = '2024-02-29T03:00:00Z';
    for (const day of ['2024-03-28', '2024-03-29', '2025-02-28', '2025-03-01', '2028-02-29']) {
      expect(ageOnDay(birth, day), day).toEqual(exactAge(birth, koreaNoon(day)));
    }
  });
});
