import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { countdownLabel, daysUntil } from './d-day.ts';

const at = (iso: string) => Temporal.Instant.from(iso);
// Noon in Korea on the given day.
const koreaNoon = (date: string) => at(`${date}T03:00:00Z`);

describe('D-day (SPEC §4)', () => {
  it('countdown: D - n, D - Day, D + n in Korea time', () => {
    const now = at('2026-11-22T16:00:00Z'); // 2026-11-23 01:00 in Korea
    expect(countdownLabel('2026-11-25', now)).toBe('D - 2');
    expect(countdownLabel('2026-11-23', now)).toBe('D - Day');
    expect(countdownLabel('2026-11-20', now)).toBe('D + 3');
  });

  it('countdown around the due date, judged at Korea midnight', () => {
    expect(countdownLabel('2026-11-23', at('2026-11-22T14:59:00Z'))).toBe('D - 1');
    expect(countdownLabel('2026-11-23', at('2026-11-22T15:00:00Z'))).toBe('D - Day');
    expect(countdownLabel('2026-11-23', at('2026-11-23T14:59:00Z'))).toBe('D - Day');
    expect(countdownLabel('2026-11-23', at('2026-11-23T15:00:00Z'))).toBe('D + 1');
    expect(countdownLabel('2027-01-01', koreaNoon('2026-11-22'))).toBe('D - 40');
  });

  it("an unborn child's due date: across a month end and a leap day, from a Date or an instant", () => {
    expect(countdownLabel('2028-03-01', koreaNoon('2028-02-28'))).toBe('D - 2');
    expect(countdownLabel('2028-03-01', new Date('2028-02-29T15:00:00Z'))).toBe('D - Day');
    expect(countdownLabel('2026-03-01', new Date('2026-02-28T14:59:59Z'))).toBe('D - 1');
    expect(countdownLabel('2026-11-20', new Date('2026-11-22T03:00:00Z'))).toBe('D + 2'); // past the due date
  });

  it('days until a Korea date from a Date or epoch milliseconds', () => {
    expect(daysUntil('2026-11-23', new Date('2026-11-22T14:59:59Z'))).toBe(1);
    expect(daysUntil('2026-11-23', Date.parse('2026-11-22T15:00:00Z'))).toBe(0);
    expect(daysUntil('2026-11-20', Date.parse('2026-11-22T15:00:00Z'))).toBe(-3);
  });
});
