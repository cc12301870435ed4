import { describe, expect, it } from 'vitest';
import {
  koreaDateTimeLocal,
  koreaDayAfter,
  koreaDayOf,
  koreaLocalParts,
  koreaLocalToInstant,
  koreaMidnightOf,
  koreaOffsetTimestamp,
  koreaTodayIso,
} from './today.ts';

describe('today in Korea and the Korea day of an instant (SPEC §4)', () => {
  it('turns the day at midnight KST (15:00 UTC), not at UTC midnight', () => {
    expect(koreaTodayIso(new Date('2026-11-22T14:59:59.999Z'))).toBe('2026-11-22');
    expect(koreaTodayIso(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(koreaTodayIso(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('takes the Korea day of a timestamp, a Date or milliseconds', () => {
    expect(koreaDayOf('2026-01-31T15:30:00Z')).toBe('2026-02-01');
    expect(koreaDayOf('2026-02-01T00:30:00+09:00')).toBe('2026-02-01');
    expect(koreaDayOf(new Date('2024-02-28T15:00:00Z'))).toBe('2024-02-29');
    expect(koreaDayOf(Date.parse('2024-02-29T14:59:59Z'))).toBe('2024-02-29');
  });

  it('counts days forward from today and finds the midnight a Korea day begins', () => {
    expect(koreaDayAfter(new Date('2026-11-22T15:00:00Z'), 90)).toBe('2027-02-21');
    expect(koreaDayAfter(new Date('2024-02-28T03:00:00Z'), 1)).toBe('2024-02-29');
    expect(koreaMidnightOf('2027-02-22').toISOString()).toBe('2027-02-21T15:00:00.000Z');
  });

  it('converts a Korea wall clock to an instant and back', () => {
    expect(koreaLocalToInstant('2026-03-05T00:30')).toBe('2026-03-04T15:30:00.000Z');
    expect(koreaLocalToInstant('2026-03-05T00:30:15')).toBe('2026-03-04T15:30:15.000Z');
    expect(koreaLocalParts('2026-03-04T15:30:00.000Z')).toEqual({ date: '2026-03-05', time: '00:30' });
    expect(koreaLocalParts('2026-03-05T14:59:00Z')).toEqual({ date: '2026-03-05', time: '23:59' });
    expect(koreaDateTimeLocal('2026-03-04T15:30:00.000Z')).toBe('2026-03-05T00:30');
    expect(koreaLocalToInstant(koreaDateTimeLocal('2026-12-31T23:10:00Z'))).toBe('2026-12-31T23:10:00.000Z');
  });

  it('writes an instant with the Korean offset, as Toss does', () => {
    expect(koreaOffsetTimestamp(new Date('2024-02-13T03:18:14.500Z'))).toBe('2024-02-13T12:18:14+09:00');
  });
});
