import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { renderDiaryBook, type Book } from './book/diary-book.ts';
import { loadPeriod, type Period } from './period-entries.ts';

export type PeriodBook = Period & { childName: string; birthDateTime: Date | null; madeOn: string };

/**
 * The book of a child's period: its entries read from the database, their photos from the storage
 * as each entry is laid out. `onProgress(done, total)` starts at 0 once the entries are counted.
 */
export async function renderPeriodBook(
  q: Pick<Db, 'select'>,
  storage: FileStorage,
  input: PeriodBook,
  onProgress: (done: number, total: number) => Promise<void> | void = () => {},
): Promise<Book & { entries: number }> {
  const entries = await loadPeriod(q, input, async (image) => (await storage.get(image.storageKey))?.bytes ?? null);
  await onProgress(0, entries.length);
  const book = await renderDiaryBook(
    { childName: input.childName, birthDateTime: input.birthDateTime, from: input.from, to: input.to, madeOn: input.madeOn, entries },
    (done) => onProgress(done, entries.length),
  );
  return { ...book, entries: entries.length };
}
