import { describe, expect, it } from 'vitest';
import type { ChildListItem } from '../../contract/child.ts';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import { withSelected } from '../../lib/auth/use-select-child.ts';
import { homeChild, isBorn, nextScheduleCard } from './home-model.ts';

const child = (id: number, selected: boolean, born = true): ChildListItem => ({
  id,
  profileImageURL: null,
  nickname: `아이${id}`,
  sex: 'FEMALE',
  born,
  birthDateTime: born ? '2025-10-18T01:00:00.000Z' : null,
  birthDueDate: born ? null : '2027-01-21',
  currentHeight: null,
  currentWeight: null,
  ageInMonths: born ? 13 : null,
  selected,
});

const item = (id: number, windowStart: string, windowEnd: string, date: string | null = null): ScheduleItem => ({
  id,
  key: `K-${id}`,
  group: 'K',
  groupNameKo: '검사',
  groupNameEn: 'Check',
  series: 'K',
  nameKo: '검사',
  nameEn: 'Check',
  dose: id,
  windowStart,
  windowEnd,
  // The server's status of yesterday: the card judges again with today's date.
  status: 'upcoming',
  national: true,
  date,
  memo: null,
});

describe('homeChild (the child /main is about, SPEC §3)', () => {
  it('is the selected child of the list', () => {
    expect(homeChild([child(1, false), child(2, true)], null)?.id).toBe(2);
  });

  it('falls back to the stored childInfo only when there is no list', () => {
    const { born: _born, birthDueDate: _due, selected: _selected, ...stored } = child(3, true);
    expect(homeChild(undefined, stored)).toMatchObject({ id: 3, born: true, birthDueDate: null });
    expect(homeChild(undefined, { ...stored, birthDateTime: null })?.born).toBe(false);
    expect(homeChild([child(1, false)], stored)).toBeNull();
    expect(homeChild(undefined, null)).toBeNull();
  });
});

describe('isBorn', () => {
  it('needs born and a birth instant', () => {
    expect(isBorn(child(1, true))).toBe(true);
    expect(isBorn(child(2, true, false))).toBe(false);
    expect(isBorn({ born: true, birthDateTime: null })).toBe(false);
  });
});

describe('withSelected (switching on /main, SPEC §4 one selected child)', () => {
  it('marks exactly the chosen child and keeps unchanged rows', () => {
    const list = [child(1, true), child(2, false), child(3, false)];
    const next = withSelected(list, 2);
    expect(next.map((c) => c.selected)).toEqual([false, true, false]);
    expect(next[2]).toBe(list[2]);
    expect(list[0]?.selected).toBe(true);
  });
});

describe('nextScheduleCard (next vaccination or checkup on /main)', () => {
  const now = new Date('2026-11-22T03:00:00Z'); // 2026-11-22 in Korea

  it('says the schedule starts at birth for an unborn child', () => {
    expect(nextScheduleCard({ items: [], reason: 'UNBORN' }, now)).toEqual({ kind: 'unborn' });
  });

  it('prefers a started window over an upcoming one, judged with today\u2019s date', () => {
    const list = { items: [item(1, '2026-12-01', '2026-12-31'), item(2, '2026-11-01', '2026-11-30')], reason: null };
    expect(nextScheduleCard(list, now)).toMatchObject({ kind: 'next', item: { id: 2, status: 'due' } });
    expect(nextScheduleCard(list, new Date('2026-10-01T03:00:00Z'))).toMatchObject({ kind: 'next', item: { id: 2, status: 'upcoming' } });
  });

  it('shows an overdue item before a due one that started later', () => {
    const list = { items: [item(1, '2026-11-10', '2026-12-10'), item(2, '2026-09-01', '2026-10-31')], reason: null };
    expect(nextScheduleCard(list, now)).toMatchObject({ kind: 'next', item: { id: 2, status: 'overdue' } });
  });

  it('is complete when every item is recorded', () => {
    const list = { items: [item(1, '2026-11-01', '2026-11-30', '2026-11-05')], reason: null };
    expect(nextScheduleCard(list, now)).toEqual({ kind: 'complete' });
  });
});
