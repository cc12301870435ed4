import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import { nextScheduleCard } from './next-schedule.ts';

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
  undated: false,
  memo: null,
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
