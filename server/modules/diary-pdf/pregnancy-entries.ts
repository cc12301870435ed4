/**
 * The child's pregnancy diary for the book (decision 0101): all of its entries, whatever the book's
 * period (the pregnancy comes before any diary day), by week, then the day written, then as written.
 * Counted when the book is asked for, loaded with their ultrasound photos when it is built.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pregnancyEntries } from '../../db/schema/pregnancy.ts';
import { photosOf, type PhotoRow } from '../pregnancy/pregnancy-view.ts';
import type { BookEntry } from './book/diary-book.ts';
import { NO_AREAS } from './book/pregnancy-chapter.ts';

type Queryable = Pick<Db, 'select'>;

export async function countPregnancy(q: Queryable, childId: number): Promise<number> {
  const [row] = await q.select({ entries: count() }).from(pregnancyEntries).where(eq(pregnancyEntries.childId, childId));
  return row?.entries ?? 0;
}

/** The entries as book entries (plain text, no areas), each photo read from `photo` only when laid out. */
export async function loadPregnancy(q: Queryable, childId: number, photo: (row: PhotoRow) => Promise<Uint8Array | null>): Promise<BookEntry[]> {
  const rows = await q
    .select()
    .from(pregnancyEntries)
    .where(eq(pregnancyEntries.childId, childId))
    .orderBy(asc(pregnancyEntries.week), asc(pregnancyEntries.writtenOn), asc(pregnancyEntries.id));
  const byEntry = await photosOf(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    entryDate: row.writtenOn,
    pregnancyWeek: row.week,
    title: null,
    areas: NO_AREAS,
    content: null,
    contentText: row.content,
    photos: (byEntry.get(row.id) ?? []).map((image) => () => photo(image)),
  }));
}
