import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CareLogBody } from '../../contract/care-logs.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { dayView, type DayLog, type DayView } from './care-log-day.ts';
import { careLogDayQuery } from './care-log-queries.ts';
import type { QueuedLog } from './care-log-queue.ts';
import { careLogQueue, sendCareLogs } from './care-log-sender.ts';
import { stoppedAt } from './one-tap.ts';

/** This phone's queued daily-log writes of the signed-in member, kept current. */
function useQueued(): QueuedLog[] {
  const [queued, setQueued] = useState<QueuedLog[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void careLogQueue.mine().then((items) => live && setQueued(items));
    read();
    const unsubscribe = careLogQueue.subscribe(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return queued;
}

/**
 * One day of a child's log for the page (decision 0098): the server's day with this phone's writes
 * over it, and what the page does to a log (end a timer, fix it, remove it, let a refused write go).
 */
export function useCareLogDay(childId: number, date: string) {
  const day = useQuery(careLogDayQuery(childId, date));
  const me = useQuery(meQuery()).data?.id ?? null;
  const queued = useQueued();
  const view: DayView = dayView(day.data, queued, childId, date, me);
  // Anything this phone still holds is sent as soon as the page opens (online).
  useEffect(() => sendCareLogs(), []);
  return {
    day,
    view,
    stop: async (log: DayLog) => {
      await careLogQueue.put(childId, log.clientId, stoppedAt(log, new Date()));
      sendCareLogs();
    },
    edit: async (log: DayLog, body: CareLogBody) => {
      await careLogQueue.put(childId, log.clientId, body);
      sendCareLogs();
    },
    remove: async (log: DayLog) => {
      await careLogQueue.put(childId, log.clientId, null);
      sendCareLogs();
    },
    discard: (log: DayLog) => careLogQueue.discard(childId, log.clientId),
  };
}
