import { describe, expect, it, vi, afterEach } from 'vitest';
import { childAge } from './age-text.ts';

afterEach(() => vi.useRealTimers());
const today = (iso: string) => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(iso));
};

describe('SPEC §4 age display for the home greeting', () => {
  it('0 months shows days after birth', () => {
    today('2026-03-11T03:00:00Z');
    expect(childAge({ born: true, birthDateTime: '2026-03-01T01:00:00Z' })).toEqual({ kind: 'born', display: { kind: 'days', days: 10 } });
  });
  it('under 36 months shows months and days', () => {
    today('2026-03-11T03:00:00Z');
    expect(childAge({ born: true, birthDateTime: '2025-11-01T01:00:00Z' })).toEqual({ kind: 'born', display: { kind: 'monthsDays', months: 4, days: 10 } });
  });
  it('36 months or more shows years', () => {
    today('2026-03-11T03:00:00Z');
    expect(childAge({ born: true, birthDateTime: '2022-01-01T01:00:00Z' })).toEqual({ kind: 'born', display: { kind: 'years', years: 4 } });
  });
  it('an unborn child shows the D-day countdown', () => {
    today('2026-03-11T03:00:00Z');
    expect(childAge({ born: false, birthDateTime: null, birthDueDate: '2026-03-21' })).toEqual({ kind: 'unborn', countdown: 'D - 10' });
    expect(childAge({ born: false, birthDateTime: null, birthDueDate: '2026-03-11' })).toEqual({ kind: 'unborn', countdown: 'D - Day' });
  });
  it('a stored child (no born flag) with a birth instant is born', () => {
    today('2026-03-11T03:00:00Z');
    expect(childAge({ birthDateTime: '2026-03-10T01:00:00Z' })).toMatchObject({ kind: 'born' });
  });
});
