/**
 * What a tap does (decision 0098), from /main or the page: a timer's button starts it, or ends it
 * when it runs (the other breast's button switches sides); a bottle, solids or a diaper is written
 * at once. Every write goes to the queue first and is sent after, so a tap works offline.
 */
import { CARE_LOG_DURATION_MAX_MS, type CareLogBody } from '../../contract/care-logs.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { getStoredUser } from '../../lib/storage/keys.ts';
import { dayView, type DayLog } from './care-log-day.ts';
import { careLogDayQuery } from './care-log-queries.ts';
import { careLogQueue, sendCareLogs } from './care-log-sender.ts';
import { tapOf, type Tap } from './care-log-taps.ts';
import { bodyOf, timedTap } from './tap-body.ts';

/** The log with its end now (a timer left running longer than a day ends at its 24th hour). */
export function stoppedAt(log: DayLog, now: Date): CareLogBody {
  const latest = Date.parse(log.startedAt) + CARE_LOG_DURATION_MAX_MS;
  const end = new Date(Math.max(Date.parse(log.startedAt), Math.min(now.getTime(), latest)));
  return { kind: log.kind, detail: log.detail, amountMl: log.amountMl, startedAt: log.startedAt, endedAt: end.toISOString() };
}

export type TapOutcome = 'started' | 'stopped' | 'logged';

export async function tapLog(childId: number, tap: Tap, running: readonly DayLog[], amountMl: number | null = null): Promise<TapOutcome> {
  const now = new Date();
  let outcome: TapOutcome = timedTap(tap) ? 'started' : 'logged';
  if (timedTap(tap)) {
    const sameTimer = running.filter((log) => (log.kind === 'SLEEP') === (tap === 'SLEEP'));
    for (const log of sameTimer) await careLogQueue.put(childId, log.clientId, stoppedAt(log, now));
    if (sameTimer.some((log) => tapOf(log) === tap)) outcome = 'stopped';
  }
  if (outcome !== 'stopped') await careLogQueue.put(childId, crypto.randomUUID(), bodyOf(tap, now, amountMl));
  sendCareLogs();
  return outcome;
}

/**
 * A tap on /main, which has not read the day: the timers running are those of today's day as the
 * cache holds it (read now when online and not held), with this phone's queued writes over it.
 */
export async function tapFromHome(childId: number, tap: Tap): Promise<TapOutcome> {
  const today = koreaTodayIso();
  const query = careLogDayQuery(childId, today);
  const server = queryClient.getQueryData(query.queryKey) ?? (navigator.onLine ? await queryClient.fetchQuery(query).catch(() => undefined) : undefined);
  const { running } = dayView(server, await careLogQueue.mine(), childId, today, getStoredUser()?.id ?? null);
  return tapLog(childId, tap, running);
}
