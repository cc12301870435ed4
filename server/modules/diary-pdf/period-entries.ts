/** A child's diary entries of a period (Korea-time days, both ends included): counted, or loaded for the book. */
import { and, asc, count, countDistinct, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diaries, diaryImages } from '../../db/schema/diaries.ts';
import { areasOf, type DiaryImageRow, type DiaryRow } from '../diaries/diary-view.ts';
import type { BookEntry } from './book/diary-book.ts';

type Queryable = Pick<Db, 'select'>;
export type Period = { memberId: number; childId: number; from: string; to: string };

/** Every entry of the child, whoever of its family wrote it (decision 0097); the owner orders the book. */
const inPeriod = (p: Period) => and(eq(diaries.childId, p.childId), gte(diaries.entryDate, p.from), lte(diaries.entryDate, p.to));

export async function countPeriod(q: Queryable, period: Period): Promise<{ entries: number; photos: number }> {
  const [row] = await q
    .select({ entries: countDistinct(diaries.id), photos: count(diaryImages.id) })
    .from(diaries)
    .leftJoin(diaryImages, eq(diaryImages.diaryId, diaries.id))
    .where(inPeriod(period));
  return { entries: row?.entries ?? 0, photos: row?.photos ?? 0 };
}

/** The entries in date order, each with its photos in their order, read from `photo` when laid out. */
export async function loadPeriod(q: Queryable, period: Period, photo: (image: DiaryImageRow) => Promise<Uint8Array | null>): Promise<BookEntry[]> {
  const rows: DiaryRow[] = await q.select().from(diaries).where(inPeriod(period)).orderBy(asc(diaries.entryDate));
  const images =
    rows.length === 0
      ? []
      : await q
          .select()
          .from(diaryImages)
          .where(
            inArray(
              diaryImages.diaryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(diaryImages.position), asc(diaryImages.id));
  const byDiary = new Map<number, DiaryImageRow[]>();
  for (const image of images) byDiary.set(image.diaryId, [...(byDiary.get(image.diaryId) ?? []), image]);
  return rows.map((row) => ({
    entryDate: row.entryDate,
    title: row.title,
    areas: areasOf(row),
    content: row.content,
    contentText: row.contentText,
    photos: (byDiary.get(row.id) ?? []).map((image) => () => photo(image)),
  }));
}
