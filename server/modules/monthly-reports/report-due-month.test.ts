import { describe, expect, it } from 'vitest';
import { dueMonth } from './report-generation.ts';

describe('the month whose reports are due (Korea time, decision 0067)', () => {
  it('turns at 00:00 on the 1st in Korea, not at UTC midnight', () => {
    expect(dueMonth(new Date('2026-10-31T14:59:00Z'))).toBe('2026-09'); // Oct 31 23:59 KST
    expect(dueMonth(new Date('2026-10-31T15:00:00Z'))).toBe('2026-10'); // Nov 1 00:00 KST
    expect(dueMonth(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12');
  });
});
