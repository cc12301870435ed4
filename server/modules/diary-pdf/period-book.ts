import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { sharedWorkerPool, workerTask, type WorkerPool } from '../../lib/worker-pool.ts';
import { renderDiaryBook, type Book, type BookInput } from './book/diary-book.ts';
import type * as DiaryBookTask from './book/diary-book-task.ts';
import { diaryBookJob } from './book/diary-book-task.ts';
import { loadPeriod, type Period } from './period-entries.ts';
import { loadPregnancy } from './pregnancy-entries.ts';

/** `withPregnancy`: the book opens with the child's whole pregnancy diary (decision 0101). */
export type PeriodBook = Period & { childName: string; birthDateTime: Date | null; madeOn: string; withPregnancy: boolean };

export const diaryBookTask = workerTask<typeof DiaryBookTask>()(new URL('./book/diary-book-task.ts', import.meta.url), 'renderDiaryBookJob');

/** Where the book is laid out: on this thread (the demo seed, before the server listens) or in the worker pool (decision 0078). */
export type BookRenderer = (input: BookInput, onEntry: (done: number) => Promise<void> | void) => Promise<Book>;
export const renderHere: BookRenderer = renderDiaryBook;
/**
 * In the pool, past its queue bound: the build's own queue (diary-pdf-jobs.ts) already keeps one
 * book per process waiting, and a paid book is never refused for being busy.
 */
export const renderInPool =
  (pool: WorkerPool = sharedWorkerPool()): BookRenderer =>
  (input, onEntry) => {
    const { job, answer } = diaryBookJob(input, onEntry);
    return pool.run(diaryBookTask, job, { answer, unbounded: true });
  };

/**
 * The book of a child's period: its entries read from the database, their photos from the storage
 * as each entry is laid out. `onProgress(done, total)` starts at 0 once the entries are counted;
 * the pregnancy diary's entries, laid out first, count among them.
 */
export async function renderPeriodBook(
  q: Pick<Db, 'select'>,
  storage: FileStorage,
  input: PeriodBook,
  onProgress: (done: number, total: number) => Promise<void> | void = () => {},
  render: BookRenderer = renderHere,
): Promise<Book & { entries: number }> {
  const read = async (photo: { storageKey: string }) => (await storage.get(photo.storageKey))?.bytes ?? null;
  const pregnancy = input.withPregnancy ? await loadPregnancy(q, input.childId, read) : [];
  const entries = [...pregnancy, ...(await loadPeriod(q, input, read))];
  await onProgress(0, entries.length);
  const book = await render(
    { childName: input.childName, birthDateTime: input.birthDateTime, from: input.from, to: input.to, madeOn: input.madeOn, entries },
    (done) => onProgress(done, entries.length),
  );
  return { ...book, entries: entries.length };
}
