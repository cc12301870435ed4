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
import { pregnancyEntries } from '../../db/schema/pregnancy.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { familyChild, type ChildRow } from '../children/own-child.ts';

type Row = typeof pregnancyEntries.$inferSelect;

const view = ({ entry, nickname }: { entry: Row; nickname: string | null }): PregnancyEntry => ({
  clientId: entry.clientId,
  week: entry.week,
  writtenOn: entry.writtenOn,
  content: entry.content,
  authorId: entry.authorId,
  authorNickname: nickname ?? '',
  updatedAt: entry.updatedAt.toISOString(),
});

const withAuthor = (db: Pick<Db, 'select'>) =>
  db.select({ entry: pregnancyEntries, nickname: users.nickname }).from(pregnancyEntries).leftJoin(users, eq(users.id, pregnancyEntries.authorId));

const isOpen = (child: ChildRow) => !child.born;

export async function pregnancyDiary(db: Db, child: ChildRow, now: Date): Promise<PregnancyDiary> {
  const rows = await withAuthor(db)
    .where(eq(pregnancyEntries.childId, child.id))
    .orderBy(desc(pregnancyEntries.week), desc(pregnancyEntries.writtenOn), desc(pregnancyEntries.id));
  const due = child.birthDueDate;
  return { currentWeek: isOpen(child) && due ? pregnancyWeekOn(due, koreaTodayIso(now)) : null, open: isOpen(child), entries: rows.map(view) };
}

/** Creates or replaces the entry under the child's row lock (the cap holds with two phones at once). */
export async function putPregnancyEntry(
  db: Db,
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
    const [stored] = await tx
      .select({ id: pregnancyEntries.id })
      .from(pregnancyEntries)
      .where(and(eq(pregnancyEntries.childId, childId), eq(pregnancyEntries.clientId, clientId)));
    if (!stored && (counted?.n ?? 0) >= PREGNANCY_ENTRIES_CAP) throw new AppError('TooManyPregnancyEntriesException');
    await tx
      .insert(pregnancyEntries)
      .values({ childId, clientId, authorId: memberId, week: body.week, content: body.content, writtenOn: koreaTodayIso(now), createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pregnancyEntries.childId, pregnancyEntries.clientId],
        set: { week: body.week, content: body.content, updatedAt: now },
        setWhere: sql`(${pregnancyEntries.week}, ${pregnancyEntries.content}) is distinct from (excluded.week, excluded.content)`,
      });
    const [row] = await withAuthor(tx).where(and(eq(pregnancyEntries.childId, childId), eq(pregnancyEntries.clientId, clientId)));
    if (!row) throw new AppError('NoSuchChildException');
    return view(row);
  });
}

export async function deletePregnancyEntry(db: Db, childId: number, clientId: string): Promise<null> {
  await db.delete(pregnancyEntries).where(and(eq(pregnancyEntries.childId, childId), eq(pregnancyEntries.clientId, clientId)));
  return null;
}
