/**
 * The diary book as a worker pool task (decision 0078): the entries cross to the worker thread as
 * data, each with the number of its photos; the worker asks for a photo's bytes when it lays that
 * entry out (so a year of photos is never in memory at once), and tells each entry's progress.
 */
import type { Ask } from '../../../lib/worker-pool.ts';
import { renderDiaryBook, type Book, type BookEntry, type BookInput } from './diary-book.ts';

export type DiaryBookJob = Omit<BookInput, 'entries'> & { entries: (Omit<BookEntry, 'photos'> & { photos: number })[] };
export type DiaryBookQuestion = { kind: 'photo'; entry: number; photo: number } | { kind: 'progress'; done: number };

/** Runs in the worker. */
export async function renderDiaryBookJob(job: DiaryBookJob, ask: Ask<DiaryBookQuestion, Uint8Array | null>): Promise<Book> {
  const entries: BookEntry[] = job.entries.map((entry, e) => ({
    ...entry,
    photos: Array.from({ length: entry.photos }, (_, photo) => () => ask({ kind: 'photo', entry: e, photo })),
  }));
  return renderDiaryBook({ ...job, entries }, async (done) => {
    await ask({ kind: 'progress', done });
  });
}

/** The job for `input`, and the answers to its questions, on the caller's side. */
export function diaryBookJob(input: BookInput, onEntry: (done: number) => Promise<void> | void) {
  const job: DiaryBookJob = { ...input, entries: input.entries.map((entry) => ({ ...entry, photos: entry.photos.length })) };
  const answer = async (question: DiaryBookQuestion): Promise<Uint8Array | null> => {
    if (question.kind === 'progress') {
      await onEntry(question.done);
      return null;
    }
    const read = input.entries[question.entry]?.photos[question.photo];
    return read ? read() : null;
  };
  return { job, answer };
}
