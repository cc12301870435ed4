/**
 * One row a day in the diary search (decision 0086), as in the month list (`storedWithoutWaiting`,
 * decision 0081): a day with a write waiting on this phone and the server's copy of that day are one
 * day, never two rows.
 *
 * Which of the two the row shows, by what a parent searching a word expects to find and to open:
 * - the waiting write holds the word: the waiting write (its words, its state, the day's write page),
 *   in the server copy's place or, with no server copy found (a new entry, or the word only added on
 *   this phone, also offline), by its day among the results;
 * - only the server's copy holds it (the word was taken out on this phone): the server's copy, since
 *   that is what the word was found in and what its page shows; editing the day from there opens the
 *   waiting write (decision 0033), so nothing typed is hidden.
 * A refused write never stands for its day (it is not going to be sent): the server's copy stays, and
 * the refused write shows with its choices above the results when it holds the word (RefusedWrites).
 */
import type { DiaryListItem } from '../../contract/diary.ts';
import type { OutboxItem } from './offline/outbox.ts';

export type DayRow = { kind: 'stored'; item: DiaryListItem } | { kind: 'waiting'; item: OutboxItem };

/** The React key of a row: a stored entry by its id, a waiting write by its outbox id. */
export const rowKey = (row: DayRow): string => (row.kind === 'stored' ? `entry-${row.item.id}` : `waiting-${row.item.id}`);

/** Whether a title or story holds the searched text the way the server's search finds it: anywhere, case ignored (ILIKE, decision 0046). */
export function holdsText(text: { title: string | null; contentText: string }, q: string): boolean {
  const wanted = q.toLowerCase();
  return (text.title ?? '').toLowerCase().includes(wanted) || text.contentText.toLowerCase().includes(wanted);
}

/**
 * The rows of the search: the server's results so far (newest first) with the child's queued writes.
 * `more`: the server has older results not loaded yet; a waiting write older than the last one loaded
 * waits for that page, so loading more never puts rows above one already shown.
 */
export function searchRows(found: readonly DiaryListItem[], queued: readonly OutboxItem[], q: string, more: boolean): DayRow[] {
  const waiting = new Map<string, OutboxItem>();
  for (const item of queued) {
    if (item.status !== 'waiting') continue;
    const before = waiting.get(item.entryDate);
    if (!before || before.seq < item.seq) waiting.set(item.entryDate, item);
  }
  const rows: DayRow[] = found.map((item) => {
    const write = waiting.get(item.entryDate);
    return write && holdsText(write.draft, q) ? { kind: 'waiting', item: write } : { kind: 'stored', item };
  });
  const foundDays = new Set(found.map((item) => item.entryDate));
  const oldest = found.at(-1)?.entryDate;
  for (const write of waiting.values()) {
    if (foundDays.has(write.entryDate) || !holdsText(write.draft, q)) continue;
    if (more && oldest !== undefined && write.entryDate < oldest) continue;
    rows.push({ kind: 'waiting', item: write });
  }
  // Newest day first, as the server orders its results (one entry a child and day, so no ties).
  return rows.sort((a, b) => (a.item.entryDate < b.item.entryDate ? 1 : a.item.entryDate > b.item.entryDate ? -1 : 0));
}
