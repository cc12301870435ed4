/**
 * One day of the daily log as the page shows it (decision 0098): the server's logs with this phone's
 * waiting and refused writes laid over them, so that a tap shows at once, offline too, and a refused
 * write stays in sight with its reason. Pure, unit-tested.
 */
import { koreaDayOf } from '../../contract/calendar/today.ts';
import { isTimed, type CareLog, type CareLogDayData } from '../../contract/care-logs.ts';
import type { QueuedLog } from './care-log-queue.ts';

export type DayLog = CareLog & { state: 'sent' | 'waiting' | 'refused'; reason: string | null };
export type DayView = { logs: DayLog[]; running: DayLog[] };

export const runs = (log: Pick<CareLog, 'kind' | 'detail' | 'endedAt'>): boolean => log.endedAt === null && isTimed(log.kind, log.detail);

export function dayView(server: CareLogDayData | undefined, queued: readonly QueuedLog[], childId: number, date: string, me: number | null): DayView {
  const byId = new Map<string, DayLog>();
  for (const log of [...(server?.logs ?? []), ...(server?.running ?? [])]) byId.set(log.clientId, { ...log, state: 'sent', reason: null });
  for (const item of queued) {
    if (item.childId !== childId) continue;
    const stored = byId.get(item.clientId);
    const state = item.status === 'refused' ? 'refused' : 'waiting';
    if (item.body === null) {
      // A removal waiting is gone already for the parent; a refused one shows the log with why.
      if (stored && state === 'refused') byId.set(item.clientId, { ...stored, state, reason: item.reason });
      else byId.delete(item.clientId);
      continue;
    }
    byId.set(item.clientId, {
      clientId: item.clientId,
      ...item.body,
      authorId: stored?.authorId ?? me,
      authorNickname: stored?.authorNickname ?? '',
      updatedAt: stored?.updatedAt ?? '',
      state,
      reason: item.reason,
    });
  }
  const all = [...byId.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return { logs: all.filter((log) => koreaDayOf(log.startedAt) === date), running: all.filter(runs) };
}

export type DayTotals = { feedings: number; bottleMl: number; sleepMinutes: number; diapers: number };

/** The day's sums as the summary counts them (a running timer counts no minutes yet). */
export function dayTotals(logs: readonly DayLog[]): DayTotals {
  const minutes = (log: DayLog) => (log.endedAt ? Math.round((Date.parse(log.endedAt) - Date.parse(log.startedAt)) / 60_000) : 0);
  return {
    feedings: logs.filter((log) => log.kind === 'FEEDING').length,
    bottleMl: logs.reduce((sum, log) => sum + (log.amountMl ?? 0), 0),
    sleepMinutes: logs.filter((log) => log.kind === 'SLEEP').reduce((sum, log) => sum + minutes(log), 0),
    diapers: logs.filter((log) => log.kind === 'DIAPER').length,
  };
}
