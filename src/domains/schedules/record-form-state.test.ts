import { describe, expect, it } from 'vitest';
import { validateRecord } from './record-form-state.ts';

const birth = '2026-09-21T15:00:00Z'; // 2026-09-22 in Korea
const now = new Date('2026-11-22T03:00:00Z'); // 2026-11-22 noon in Korea

describe('record form (SPEC §7 body date, memo)', () => {
  it('accepts a date from the Korea birth date to today with a trimmed memo', () => {
    expect(validateRecord({ date: '2026-11-22', memo: '  소아과  ' }, birth, now)).toEqual({ issues: {}, body: { date: '2026-11-22', memo: '소아과' } });
    expect(validateRecord({ date: '2026-09-22', memo: '' }, birth, now).body).toEqual({ date: '2026-09-22', memo: null });
  });

  it('names the problem of each field', () => {
    expect(validateRecord({ date: '', memo: '' }, birth, now).issues).toEqual({ date: 'RecordDateRequired' });
    expect(validateRecord({ date: '2026-11-23', memo: '' }, birth, now).issues).toEqual({ date: 'RecordDateInFuture' });
    expect(validateRecord({ date: '2026-09-21', memo: '' }, birth, now).issues).toEqual({ date: 'RecordDateBeforeBirth' });
    expect(validateRecord({ date: '2026-13-01', memo: '' }, birth, now).issues).toEqual({ date: 'InvalidRecordDate' });
    expect(validateRecord({ date: '2026-11-01', memo: 'x'.repeat(201) }, birth, now)).toEqual({ issues: { memo: 'ScheduleMemoTooLong' }, body: null });
  });
});
