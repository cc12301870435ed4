import { describe, expect, it } from 'vitest';
import { alreadyDoneCandidates, alternativeGroups, doneMisses, selectableItems, validateDone } from './already-done-state.ts';

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

  it('names the dated items outside their window, for the parent to confirm; undated ones and dates inside pass', () => {
    // Hepatitis B 2nd (1-2 months): 2026-08-22 to 2026-10-21; the 1st infant checkup (4-6 months) opens 2026-11-22.
    const items = [
      { id: 1, windowStart: '2026-08-22', windowEnd: '2026-10-21' },
      { id: 2, windowStart: '2026-11-22', windowEnd: '2027-01-21' },
      { id: 3, windowStart: '2026-08-22', windowEnd: '2026-10-21' },
    ];
    const chosen = [
      { id: 1, date: '2026-08-01' },
      { id: 2, date: '' },
      { id: 3, date: '2026-09-01' },
    ];
    expect(doneMisses(items, chosen, birth)).toEqual([
      { item: items[0], date: '2026-08-01', miss: { side: 'early', age: expect.objectContaining({ months: 0, days: 10 }) } },
    ]);
    expect(doneMisses(items, [{ id: 1, date: '2026-11-01' }], birth)[0]?.miss.side).toBe('late');
  });
});

describe('alternatives in "already done" are one choice (decision 0080)', () => {
  const items = [
    { id: 1, group: 'BCG', series: 'BCG' },
    { id: 2, group: 'RV', series: 'RV1' },
    { id: 3, group: 'RV', series: 'RV1' },
    { id: 4, group: 'RV', series: 'RV5' },
    { id: 5, group: 'RV', series: 'RV5' },
  ];
  it('finds the groups with two series among the candidates', () => {
    expect([...alternativeGroups(items)]).toEqual([['RV', ['RV1', 'RV5']]]);
    expect(alternativeGroups(items.filter((i) => i.series !== 'RV5')).size).toBe(0);
  });
  it('offers no dose of an alternative until its series is picked, then only that series (so 모두 선택 never takes both)', () => {
    expect(selectableItems(items, new Map()).map((i) => i.id)).toEqual([1]);
    expect(selectableItems(items, new Map([['RV', 'RV5']])).map((i) => i.id)).toEqual([1, 4, 5]);
  });
});
