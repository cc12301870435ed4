import { describe, expect, it } from 'vitest';
import type { DayLog } from './care-log-day.ts';
import { editedBody, editOf } from './edit-log.ts';

// Decision 0098: fixing a log's times (Korea wall clock of its own day) and a bottle's amount.
const log = (over: Partial<DayLog> = {}): DayLog => ({
  clientId: '6f1c1a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
  kind: 'SLEEP',
  detail: null,
  amountMl: null,
  startedAt: '2026-11-22T12:30:00.000Z', // 21:30 KST
  endedAt: '2026-11-22T13:00:00.000Z', // 22:00 KST
  authorId: 1,
  authorNickname: '엄마',
  updatedAt: '2026-11-22T13:00:00.000Z',
  state: 'sent',
  reason: null,
  ...over,
});
const now = new Date('2026-11-23T03:00:00Z'); // 12:00 KST the next day

describe('editing a daily log', () => {
  it('starts from the log’s own Korea times, and an amount only for a bottle', () => {
    expect(editOf(log())).toEqual({ start: '21:30', end: '22:00', amount: null });
    expect(editOf(log({ kind: 'FEEDING', detail: 'FORMULA', amountMl: 120, endedAt: null }))).toEqual({ start: '21:30', end: null, amount: '120' });
  });

  it('reads an end before the start as the next morning (a night’s sleep)', () => {
    expect(editedBody(log(), { start: '21:00', end: '06:10', amount: null }, now)).toEqual({
      ok: true,
      body: { kind: 'SLEEP', detail: null, amountMl: null, startedAt: '2026-11-22T12:00:00.000Z', endedAt: '2026-11-22T21:10:00.000Z' },
    });
  });

  it('refuses a time ahead of the clock, a time that is no time, and an amount out of range with the contract’s keys', () => {
    const early = new Date('2026-11-22T13:05:00Z'); // 22:05 KST
    expect(editedBody(log(), { start: '21:30', end: '23:30', amount: null }, early)).toEqual({ ok: false, key: 'InvalidCareLogTime' });
    expect(editedBody(log(), { start: '', end: '22:00', amount: null }, now)).toEqual({ ok: false, key: 'InvalidCareLogTime' });
    const bottle = log({ kind: 'FEEDING', detail: 'BOTTLE', amountMl: 90, endedAt: null });
    expect(editedBody(bottle, { start: '21:30', end: null, amount: '' }, now)).toEqual({ ok: false, key: 'InvalidCareLogAmount' });
    expect(editedBody(bottle, { start: '21:30', end: null, amount: '1001' }, now)).toEqual({ ok: false, key: 'InvalidCareLogAmount' });
    expect(editedBody(bottle, { start: '21:40', end: null, amount: '150' }, now)).toMatchObject({
      ok: true,
      body: { amountMl: 150, startedAt: '2026-11-22T12:40:00.000Z' },
    });
  });
});
