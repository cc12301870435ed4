/**
 * /diary/write of a day that has its entry opens that entry's page (decision 0058). Known in the
 * route's loader, the page the member lands on is the first one drawn — in slices, as every first
 * page (decision 0063) — instead of the new-entry page drawn, left and the entry's page drawn again
 * in one long task. The loader waits at most DAY_ENTRY_WAIT_MS for the month's list (the first
 * visit asks for it with the HTML); later, offline, or with the day's write waiting in the outbox
 * (decision 0033), the page decides as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startQuery } from '../../lib/query/start-query.ts';
import { diaryListQuery, diaryQuery } from './diary-queries.ts';
import { monthOf } from './editable.ts';

export const DAY_ENTRY_WAIT_MS = 1000;

const late = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));

/** The id of the day's entry to open instead of a new one, or null; starts the entry's own read. */
export async function dayEntryToOpen(queryClient: QueryClient, childId: number, date: string, preload: boolean): Promise<number | null> {
  const list = startQuery(queryClient, diaryListQuery(childId, monthOf(date)), { preload });
  const found = list.then((items) => items?.find((item) => item.entryDate === date));
  // The entry is asked for as soon as the list names it, beside the page's render (decision 0058).
  void found.then((day) => day && startQuery(queryClient, diaryQuery(day.id), { preload: true }));
  if (preload || !navigator.onLine) return null;
  // The outbox (IndexedDB) is loaded with the page that needs it, not with every page's route tree.
  const waiting = import('./offline/diary-outbox.ts').then(({ diaryOutbox }) => diaryOutbox.waitingOf(childId, date)).catch(() => null);
  const known = await Promise.race([Promise.all([found, waiting]), late(DAY_ENTRY_WAIT_MS)]);
  if (known === 'late') return null;
  const [day, queued] = known;
  return day && !queued ? day.id : null;
}
