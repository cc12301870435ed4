import { describe, expect, it } from 'vitest';
import type { CareLog } from '../../contract/care-logs.ts';
import { dayTotals, dayView } from './care-log-day.ts';
import type { QueuedLog } from './care-log-queue.ts';

// Decision 0098: the page lays this phone's queued writes over the server's day.
const log = (clientId: string, over: Partial<CareLog> = {}): CareLog => ({
  clientId,
  kind: 'DIAPER',
  detail: 'WET',
  amountMl: null,
  startedAt: '2026-11-22T01:00:00.000Z',
  endedAt: null,
  authorId: 1,
  authorNickname: '엄마',
  updatedAt: '2026-11-22T01:00:00.000Z',
  ...over,
});
const queued = (clientId: string, body: QueuedLog['body'], over: Partial<QueuedLog> = {}): QueuedLog => ({
  childId: 7,
  clientId,
  memberId: 2,
  body,
  seq: 1,
  rev: 1,
  status: 'waiting',
  reason: null,
  ...over,
});

describe('dayView', () => {
  it('shows a tap at once, replaces the server’s log by its waiting change and hides a waiting removal', () => {
    const server = { date: '2026-11-22', logs: [log('a'), log('b')], running: [] };
    const sleep = { kind: 'SLEEP' as const, detail: null, amountMl: null, startedAt: '2026-11-22T02:00:00.000Z', endedAt: null };
    const view = dayView(server, [queued('a', { ...log('a'), detail: 'BOTH' }), queued('b', null), queued('c', sleep)], 7, '2026-11-22', 2);
    expect(view.logs.map((l) => [l.clientId, l.detail, l.state, l.authorNickname])).toEqual([
      ['a', 'BOTH', 'waiting', '엄마'],
      ['c', null, 'waiting', ''],
    ]);
    expect(view.running.map((l) => l.clientId)).toEqual(['c']);
  });

  it('keeps a refused write in sight with its reason, and leaves out another child’s and another day’s', () => {
    const refused = queued('r', { ...log('r'), amountMl: null }, { status: 'refused', reason: 'InvalidCareLogTime' });
    const other = queued('o', log('o'), { childId: 8 });
    const yesterday = queued('y', log('y', { startedAt: '2026-11-21T14:59:00.000Z' }));
    const view = dayView(undefined, [refused, other, yesterday], 7, '2026-11-22', 2);
    expect(view.logs.map((l) => [l.clientId, l.state, l.reason])).toEqual([['r', 'refused', 'InvalidCareLogTime']]);
  });

  it('lists a timer that runs since yesterday among the running ones, not in today’s list', () => {
    const night = log('n', { kind: 'SLEEP', detail: null, startedAt: '2026-11-21T12:00:00.000Z' });
    const view = dayView({ date: '2026-11-22', logs: [], running: [night] }, [], 7, '2026-11-22', 2);
    expect(view.logs).toEqual([]);
    expect(view.running.map((l) => l.clientId)).toEqual(['n']);
  });
});

describe('dayTotals', () => {
  it('counts feedings and diapers, sums ml and the minutes of finished sleeps', () => {
    const view = dayView(
      {
        date: '2026-11-22',
        logs: [
          log('f', { kind: 'FEEDING', detail: 'FORMULA', amountMl: 120 }),
          log('s', { kind: 'SLEEP', detail: null, endedAt: '2026-11-22T02:30:00.000Z' }),
          log('t', { kind: 'SLEEP', detail: null, startedAt: '2026-11-22T03:00:00.000Z' }),
          log('d'),
        ],
        running: [],
      },
      [],
      7,
      '2026-11-22',
      1,
    );
    expect(dayTotals(view.logs)).toEqual({ feedings: 1, bottleMl: 120, sleepMinutes: 90, diapers: 1 });
  });
});
