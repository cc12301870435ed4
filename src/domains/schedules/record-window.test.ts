import { describe, expect, it } from 'vitest';
import { windowMiss } from './record-window.ts';

// Born 2025-10-22 in Korea; the 4th infant checkup (18-24 months) runs 2027-04-22 to 2027-11-21.
const birth = '2025-10-21T15:00:00Z';
const checkup4 = { windowStart: '2027-04-22', windowEnd: '2027-11-21' };

describe('a record outside its window (decision 0071)', () => {
  it('is early before the window opens and says the age on that day', () => {
    expect(windowMiss(checkup4, '2026-11-22', birth)).toEqual({ side: 'early', age: expect.objectContaining({ months: 13, days: 0 }) });
    expect(windowMiss(checkup4, '2027-04-21', birth)?.side).toBe('early');
  });

  it('is nothing inside the window, its first and last day included', () => {
    expect(windowMiss(checkup4, '2027-04-22', birth)).toBeNull();
    expect(windowMiss(checkup4, '2027-11-21', birth)).toBeNull();
  });

  it('is late after the window closed', () => {
    expect(windowMiss(checkup4, '2027-11-22', birth)).toEqual({ side: 'late', age: expect.objectContaining({ months: 25, days: 0 }) });
  });
});
