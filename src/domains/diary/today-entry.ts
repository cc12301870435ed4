/**
 * Today's diary of a child (Korea time) as every page tells it (decision 0053): the stored entry,
 * or a write of today waiting in the outbox, which counts as written everywhere. The /main route
 * hands this to the home's diary card (features composed in routes, decision 0039).
 */
import { useQuery } from '@tanstack/react-query';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { diaryListQuery } from './diary-queries.ts';
import { useWaitingDays } from './offline/waiting-days.ts';

export type TodayEntry = {
  /** The stored entry of today, if the server has one. */
  entryId: number | null;
  /** Today's write is saved on this device and waits to be sent. */
  waiting: boolean;
  /** False until the list (or, offline, the outbox) answered. */
  known: boolean;
};

export function useTodayEntry(childId: number, enabled = true): TodayEntry {
  const today = koreaTodayIso();
  // Read again on every visit: an entry written elsewhere (another device, the outbox) shows at once.
  const list = useQuery({ ...diaryListQuery(childId, today.slice(0, 7)), enabled, staleTime: 0 });
  const waitingDays = useWaitingDays(childId);
  const entryId = list.data?.find((item) => item.entryDate === today)?.id ?? null;
  const waiting = waitingDays?.includes(today) ?? false;
  return { entryId, waiting, known: list.data !== undefined || waiting || (list.fetchStatus === 'paused' && waitingDays !== undefined) };
}
