import { describe, expect, it } from 'vitest';
import { editableNow, entryDateOrToday, monthOf, shiftMonth } from './editable.ts';

// 2026-11-22 23:59 and 2026-11-23 00:00 in Korea (UTC+9).
const lastMinute = new Date('2026-11-22T14:59:00Z');
const midnight = new Date('2026-11-22T15:00:00Z');

describe('same-day editing shown on the client (SPEC §4)', () => {
  it('is editable until 23:59 Korea time of the day it was written', () => {
    expect(editableNow({ editable: true, writtenOn: '2026-11-22' }, lastMinute)).toBe(true);
  });

  it('turns read-only at 00:00 Korea time even when a cached copy still says editable', () => {
    expect(editableNow({ editable: true, writtenOn: '2026-11-22' }, midnight)).toBe(false);
  });

  it('follows the server when it says the day is over', () => {
    expect(editableNow({ editable: false, writtenOn: '2026-11-22' }, lastMinute)).toBe(false);
  });
});

describe('dates of the write page', () => {
  it('takes a valid past ?date= and falls back to today in Korea otherwise', () => {
    expect(entryDateOrToday(undefined, midnight)).toBe('2026-11-23');
    expect(entryDateOrToday('2026-11-01', midnight)).toBe('2026-11-01');
    expect(entryDateOrToday('2026-12-01', midnight)).toBe('2026-11-23');
    expect(entryDateOrToday('2026-02-30', midnight)).toBe('2026-11-23');
    expect(entryDateOrToday('yesterday', midnight)).toBe('2026-11-23');
  });

  it('moves between months', () => {
    expect(monthOf('2026-11-22')).toBe('2026-11');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });
});
