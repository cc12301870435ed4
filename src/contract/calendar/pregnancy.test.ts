import { describe, expect, it } from 'vitest';
import { pregnancyWeekOn } from './pregnancy.ts';

describe('pregnancy weeks (decision 0100)', () => {
  it('counts completed weeks back from a due date of 40 weeks', () => {
    expect(pregnancyWeekOn('2027-03-01', '2027-03-01')).toBe(40);
    expect(pregnancyWeekOn('2027-03-01', '2027-02-28')).toBe(39);
    expect(pregnancyWeekOn('2027-03-01', '2027-02-22')).toBe(39);
    expect(pregnancyWeekOn('2027-03-01', '2027-02-21')).toBe(38);
    expect(pregnancyWeekOn('2027-03-01', '2027-03-15')).toBe(42);
    expect(pregnancyWeekOn('2027-03-01', '2026-01-01')).toBe(0);
  });
});
