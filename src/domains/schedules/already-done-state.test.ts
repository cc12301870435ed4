import { describe, expect, it } from 'vitest';
import { alreadyDoneCandidates, validateDone } from './already-done-state.ts';

const birth = '2026-07-21T15:00:00Z'; // 2026-07-22 in Korea
const now = new Date('2026-11-22T03:00:00Z');

describe('already done, several at once (decision 0071)', () => {
  it('offers the items whose window has opened and that are not recorded', () => {
    const items = (['done', 'due', 'upcoming', 'overdue', 'skipped'] as const).map((status, id) => ({ id, status }));
    expect(alreadyDoneCandidates(items).map((i) => i.id)).toEqual([1, 3]);
  });

  it('sends an empty date as not known, and checks the dates given', () => {
    expect(
      validateDone(
        [
          { id: 4, date: '' },
          { id: 5, date: '2026-08-01' },
        ],
        birth,
        now,
      ),
    ).toEqual({
      issues: {},
      body: {
        items: [
          { id: 4, date: null },
          { id: 5, date: '2026-08-01' },
        ],
      },
    });
    expect(
      validateDone(
        [
          { id: 4, date: '2026-11-23' },
          { id: 5, date: '2026-07-21' },
        ],
        birth,
        now,
      ),
    ).toEqual({
      issues: { 4: 'RecordDateInFuture', 5: 'RecordDateBeforeBirth' },
      body: null,
    });
    expect(validateDone([], birth, now).body).toBeNull();
  });
});
