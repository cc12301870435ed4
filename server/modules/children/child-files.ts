/**
 * The stored files of a set of children (decision 0032): their profile photos, the photos of their
 * diary entries, their ultrasound photos (decision 0101) and their examinations' result PDFs
 * (decision 0070). Deleting a child (decision
 * 0011) and deleting an account both read them in the transaction that deletes the rows, then delete
 * the files after the commit: a rolled-back deletion keeps its files.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryImages } from '../../db/schema/diaries.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { pregnancyEntries, pregnancyPhotos } from '../../db/schema/pregnancy.ts';

type Queryable = Pick<Db, 'select'>;

/**
 * The keys of the children's files. The rows that name a file are locked first (the child, its
 * diary entries, its examinations), the same locks the deletion's cascade takes: an upload running
 * at the same time either commits before, and its key is read here, or finds no row after and
 * deletes its own file (each upload locks that row before naming its file on it). Every row is
 * locked, not only those naming a file now: one given a file meanwhile is read as that upload left it.
 */
export async function childFileKeys(q: Queryable, childIds: readonly number[]): Promise<string[]> {
  if (childIds.length === 0) return [];
  const ids = [...childIds];
  const profiles = await q.select({ key: children.profileImageKey }).from(children).where(inArray(children.id, ids)).for('update');
  await q.select({ id: diaries.id }).from(diaries).where(inArray(diaries.childId, ids)).for('update');
  const photos = await q
    .select({ key: diaryImages.storageKey })
    .from(diaryImages)
    .innerJoin(diaries, eq(diaries.id, diaryImages.diaryId))
    .where(inArray(diaries.childId, ids));
  // An ultrasound photo is named under the child's lock, taken above (decision 0101).
  const ultrasounds = await q
    .select({ key: pregnancyPhotos.storageKey })
    .from(pregnancyPhotos)
    .innerJoin(pregnancyEntries, eq(pregnancyEntries.id, pregnancyPhotos.entryId))
    .where(inArray(pregnancyEntries.childId, ids));
  const results = await q.select({ key: examinations.resultKey }).from(examinations).where(inArray(examinations.childId, ids)).for('update');
  return storedKeys([...profiles, ...photos, ...ultrasounds, ...results]);
}

/** The non-empty keys of the rows, in order. */
export const storedKeys = (rows: readonly { key: string | null }[]): string[] =>
  rows.map((r) => r.key).filter((k): k is string => typeof k === 'string' && k.length > 0);
