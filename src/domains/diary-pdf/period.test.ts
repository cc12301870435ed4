import { describe, expect, it } from 'vitest';
import { DIARY_PDF_MAX_DAYS, isPdfPeriod } from '../../contract/diary-pdf.ts';
import { lastMonths, periodIssue, PRESET_MONTHS } from './period.ts';

describe('the period of a diary book (decision 0028)', () => {
  it('offers the last 3, 6 and 12 months up to today; the default is 3 months', () => {
    expect(PRESET_MONTHS.map((months) => lastMonths('2026-11-22', months))).toEqual([
      { from: '2026-08-23', to: '2026-11-22' },
      { from: '2026-05-23', to: '2026-11-22' },
      { from: '2025-11-23', to: '2026-11-22' },
    ]);
    // Month ends are clamped: three months before 31 May is 28 February.
    expect(lastMonths('2026-05-31', 3)).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    // Even a year across a leap day is one book.
    expect(isPdfPeriod(lastMonths('2028-03-01', 12))).toBe(true);
  });

  it('finds what the server would refuse: a missing date, a reversed or future period, more than a year', () => {
    const today = '2026-11-22';
    expect(periodIssue({ from: '2026-08-23', to: '2026-11-22' }, today)).toBeNull();
    expect(periodIssue({ from: '', to: '2026-11-22' }, today)).toBe('missing');
    expect(periodIssue({ from: '2026-11-23', to: '2026-11-22' }, today)).toBe('reversed');
    expect(periodIssue({ from: '2026-11-01', to: '2026-11-23' }, today)).toBe('future');
    expect(periodIssue({ from: '2025-11-21', to: '2026-11-22' }, today)).toBe('tooLong');
    expect(DIARY_PDF_MAX_DAYS).toBe(366);
    expect(periodIssue({ from: '2025-11-22', to: '2026-11-22' }, today)).toBeNull();
  });
});
