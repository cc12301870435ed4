/**
 * 태교일기 (decision 0100): the family of an unborn child (decision 0097's familyChild) writes entries
 * by pregnancy week; each is named by the phone's UUID and written whole (a replay changes nothing,
 * as the daily log's, decision 0098). Once the child is born the entries are read, not written.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { pregnancyWeekOn } from '../../../src/contract/calendar/pregnancy.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import { PREGNANCY_ENTRIES_CAP, type PregnancyDiary, type PregnancyEntry, type PregnancyEntryBody } from '../../../src/contract/pregnancy-api.ts';
import type { Db } from '../../db/client.ts';
import { pregnancyEntries, pregnancyPhotos } from '../../db/schema/pregnancy.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import { familyChild, type ChildRow } from '../children/own-child.ts';
import { entryViews, withAuthor } from './pregnancy-view.ts';

export const isOpen = (child: ChildRow) => !child.born;

const named = (childId: number, clientId: string) => and(eq(pregnancyEntries.childId, childId), eq(pregnancyEntries.clientId, clientId));

/** The entry as answered, or 404 NotFound. */
export async function readEntry(q: Pick<Db, 'select'>, childId: number, clientId: string, urls: UrlSigner, now: Date): Promise<PregnancyEntry> {
  const [view] = await entryViews(q, await withAuthor(q).where(named(childId, clientId)), urls, now);
  if (!view) throw new AppError('NotFound');
  return view;
}

/** The entry's row under the child's lock taken by the caller, or 404 NotFound. */
export async function entryRow(q: Pick<Db, 'select'>, childId: number, clientId: string) {
  const [row] = await q.select().from(pregnancyEntries).where(named(childId, clientId));
  if (!row) throw new AppError('NotFound');
  return row;
}

export async function pregnancyDiary(db: Db, child: ChildRow, urls: UrlSigner, now: Date): Promise<PregnancyDiary> {
  const rows = await withAuthor(db)
    .where(eq(pregnancyEntries.childId, child.id))
    .orderBy(desc(pregnancyEntries.week), desc(pregnancyEntries.writtenOn), desc(pregnancyEntries.id));
  const due = child.birthDueDate;
  return {
    currentWeek: isOpen(child) && due ? pregnancyWeekOn(due, koreaTodayIso(now)) : null,
    open: isOpen(child),
    entries: await entryViews(db, rows, urls, now),
  };
}

/** Creates or replaces the entry under the child's row lock (the cap holds with two phones at once). */
export async function putPregnancyEntry(
  db: Db,
  urls: UrlSigner,
  memberId: number,
  childId: number,
  clientId: string,
  body: PregnancyEntryBody,
  now: Date,
): Promise<PregnancyEntry> {
  return db.transaction(async (tx) => {
    const child = await familyChild(tx, memberId, childId, { lock: true });
    if (!isOpen(child)) throw new AppError('PregnancyDiaryClosedException');
    const [counted] = await tx.select({ n: count() }).from(pregnancyEntries).where(eq(pregnancyEntries.childId, childId));
    const [stored] = await tx.select({ id: pregnancyEntries.id }).from(pregnancyEntries).where(named(childId, clientId));
    if (!stored && (counted?.n ?? 0) >= PREGNANCY_ENTRIES_CAP) throw new AppError('TooManyPregnancyEntriesException');
    await tx
      .insert(pregnancyEntries)
      .values({ childId, clientId, authorId: memberId, week: body.week, content: body.content, writtenOn: koreaTodayIso(now), createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pregnancyEntries.childId, pregnancyEntries.clientId],
        set: { week: body.week, content: body.content, updatedAt: now },
        setWhere: sql`(${pregnancyEntries.week}, ${pregnancyEntries.content}) is distinct from (excluded.week, excluded.content)`,
      });
    return readEntry(tx, childId, clientId, urls, now);
  });
}

/**
 * Removes the entry and its photos' rows under the child's lock (an upload names its file under the
 * same lock), answering the keys of the files to forget after the commit (decision 0101).
 */
export async function deletePregnancyEntry(db: Db, memberId: number, childId: number, clientId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await familyChild(tx, memberId, childId, { lock: true });
    const [entry] = await tx.select({ id: pregnancyEntries.id }).from(pregnancyEntries).where(named(childId, clientId));
    if (!entry) return [];
    const photos = await tx.select({ key: pregnancyPhotos.storageKey }).from(pregnancyPhotos).where(eq(pregnancyPhotos.entryId, entry.id));
    await tx.delete(pregnancyEntries).where(eq(pregnancyEntries.id, entry.id));
    return photos.map((photo) => photo.key);
  });
}
