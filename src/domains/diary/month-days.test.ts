import { describe, expect, it } from 'vitest';
import { listPlaceOf } from './list-place.ts';
import { dayOfMonth, firstMonth, storedWithoutWaiting, unwrittenDays } from './month-days.ts';

describe('the days a diary still offers to write (SPEC §4, decision 0017)', () => {
  it('lists the days without an entry up to today, newest first', () => {
    expect(unwrittenDays('2026-12', '2026-12-05', '2025-01-01', ['2026-12-05', '2026-12-02'])).toEqual(['2026-12-04', '2026-12-03', '2026-12-01']);
  });

  it('starts at the birth day and ends at the month end of a past month', () => {
    expect(unwrittenDays('2026-02', '2026-12-05', '2026-02-26', [])).toEqual(['2026-02-28', '2026-02-27', '2026-02-26']);
    expect(unwrittenDays('2024-02', '2026-12-05', null, []).length).toBe(29);
    expect(unwrittenDays('2026-12', '2026-12-31', null, [])[0]).toBe('2026-12-31');
  });

  it('offers nothing in a month before the birth or after today', () => {
    expect(unwrittenDays('2026-01', '2026-12-05', '2026-02-26', [])).toEqual([]);
    expect(unwrittenDays('2027-01', '2026-12-05', null, [])).toEqual([]);
  });

  it('shows a day with a waiting write once: the stored copy of that day steps aside', () => {
    const stored = [
      { entryDate: '2026-12-05', id: 1 },
      { entryDate: '2026-12-04', id: 2 },
    ];
    expect(storedWithoutWaiting(stored, ['2026-12-05'])).toEqual([{ entryDate: '2026-12-04', id: 2 }]);
    expect(storedWithoutWaiting(stored, [])).toEqual(stored);
  });

  it('names the first month and the day of the month', () => {
    expect(firstMonth('2026-02-26')).toBe('2026-02');
    expect(firstMonth(null)).toBeNull();
    expect(dayOfMonth('2026-02-06')).toBe(6);
  });
});

describe("the list's place in the URL", () => {
  it('keeps a month and a query, and leaves out what is not one', () => {
    expect(listPlaceOf({ month: '2026-11', q: '산책' }, 50)).toEqual({ month: '2026-11', q: '산책' });
    expect(listPlaceOf({ month: '2026-13', q: '' }, 50)).toEqual({});
    expect(listPlaceOf({ month: 202611, q: ['a'] }, 50)).toEqual({});
    expect(listPlaceOf({ q: 'x'.repeat(60) }, 50)).toEqual({ q: 'x'.repeat(50) });
  });
});
