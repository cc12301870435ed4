/**
 * The member's diary (decision 0017). Every write runs in the transaction given by the
 * idempotency helper (server/lib/idempotency.ts) and holds the entry's row lock while it checks the
 * rules, so two devices never lose an update and the photo count holds on PostgreSQL.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ageOnDay, daysSinceBirthOn, eatsMeals } from '../../../src/contract/calendar/age.ts';
import { dayNumberOfIso, isoOfDay } from '../../../src/contract/calendar/days.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import { DIARY_IMAGE_MAX, type Diary, type DiaryAreas, type DiaryCreateBody, type DiaryEditBody, type DiaryListItem } from '../../../src/contract/diary.ts';
import { DIARY_SEARCH_PAGE, type DiarySearchData } from '../../../src/contract/diary-search-api.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryComments, diaryImages } from '../../db/schema/diaries.ts';
import type { Deps } from '../../deps.ts';
import { contains } from '../../lib/admin-list.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';
import { forgetFiles } from '../../lib/stored-files.ts';
import { familyChild, type ChildRow } from '../children/own-child.ts';
import { authorNames, familyDiaryRow, ownDiaryRow, removableDiaryRow } from './diary-lookup.ts';
import { checkDiaryDeletable } from './diary-delete-guard.ts';
import { diaryView, isEditable, listItemView, type DiaryImageRow, type DiaryRow } from './diary-view.ts';

type Queryable = Pick<Db, 'select'>;

/** 422 ChildMealTooYoungException when a child-meal record is given for a child not yet older than 6 months (6 months 0 days or less) on `entryDate`. */
function checkMeal(areas: DiaryAreas, child: ChildRow, entryDate: string): void {
  if (areas.childMeal === null || !child.birthDateTime) return;
  const age = ageOnDay(child.birthDateTime, entryDate);
  if (!age || !eatsMeals(age)) throw new AppError('ChildMealTooYoungException');
}

export function createDiaryService(deps: Deps) {
  const { db } = deps.database;
  const { clock, urls } = deps;

  const imagesOf = (q: Queryable, diaryId: number) =>
    q.select().from(diaryImages).where(eq(diaryImages.diaryId, diaryId)).orderBy(asc(diaryImages.position), asc(diaryImages.id));

  async function render(q: Queryable, row: DiaryRow): Promise<Diary> {
    const images = await imagesOf(q, row.id);
    const [comments] = await q
      .select({ n: count() })
      .from(diaryComments)
      .where(and(eq(diaryComments.diaryId, row.id), isNull(diaryComments.deletedAt)));
    const names = await authorNames(q, [row]);
    return diaryView(row, images, comments?.n ?? 0, names.get(row.memberId) ?? '', clock.now(), urls);
  }

  function checkEditable(row: DiaryRow): void {
    if (!isEditable(row, clock.now())) throw new AppError('DiaryEditExpiredException');
  }

  async function childOf(q: Queryable, row: DiaryRow): Promise<ChildRow> {
    const [child] = await q.select().from(children).where(eq(children.id, row.childId)).limit(1);
    if (!child) throw new AppError('NoSuchChildException');
    return child;
  }

  /** Files no longer referenced; a failure leaves an orphan file, never a broken entry. */
  const forget = (keys: readonly string[]) => forgetFiles(deps, keys, 'a diary entry');

  const byClientId = (q: Queryable, memberId: number, clientId: string) =>
    q
      .select()
      .from(diaries)
      .where(and(eq(diaries.memberId, memberId), eq(diaries.clientId, clientId)))
      .limit(1);

  /** The list rows with their photos (the first is the thumbnail), in the rows' order. */
  async function listItems(rows: DiaryRow[]): Promise<DiaryListItem[]> {
    const images =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(diaryImages)
            .where(
              inArray(
                diaryImages.diaryId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(diaryImages.position), asc(diaryImages.id));
    const byDiary = new Map<number, DiaryImageRow[]>();
    for (const image of images) byDiary.set(image.diaryId, [...(byDiary.get(image.diaryId) ?? []), image]);
    const names = await authorNames(db, rows);
    const now = clock.now();
    return rows.map((row) => listItemView(row, byDiary.get(row.id) ?? [], names.get(row.memberId) ?? '', now, urls));
  }

  return {
    ownDiary: ownDiaryRow,
    familyDiary: familyDiaryRow,
    /** An entry as its owner reads it (also what an expert reads of a requested entry). */
    render,
    checkEditable,

    async list(memberId: number, query: { childId: number; month?: string | undefined; q?: string | undefined }): Promise<DiaryListItem[]> {
      const child = await familyChild(db, memberId, query.childId);
      const conditions = [eq(diaries.childId, child.id)];
      if (query.month) {
        const [year, month] = query.month.split('-').map(Number);
        const first = dayNumberOfIso(`${query.month}-01`);
        const next = dayNumberOfIso(month === 12 ? `${(year ?? 0) + 1}-01-01` : `${year}-${String((month ?? 0) + 1).padStart(2, '0')}-01`);
        conditions.push(gte(diaries.entryDate, isoOfDay(first)), lte(diaries.entryDate, isoOfDay(next - 1)));
      }
      if (query.q) {
        const match = or(contains(diaries.title, query.q), contains(diaries.contentText, query.q));
        if (match) conditions.push(match);
      }
      const rows = await db
        .select()
        .from(diaries)
        .where(and(...conditions))
        .orderBy(desc(diaries.entryDate))
        .limit(DIARY_LIST_LIMIT);
      return listItems(rows);
    },

    /**
     * Every entry of the child whose title or story holds the text (decision 0073), newest first, a
     * page at a time: one row more than a page tells whether another follows.
     */
    async search(memberId: number, query: { childId: number; q: string; before?: string | undefined }): Promise<DiarySearchData> {
      const child = await familyChild(db, memberId, query.childId);
      const conditions = [eq(diaries.childId, child.id), or(contains(diaries.title, query.q), contains(diaries.contentText, query.q))];
      if (query.before) conditions.push(lt(diaries.entryDate, query.before));
      const rows = await db
        .select()
        .from(diaries)
        .where(and(...conditions))
        .orderBy(desc(diaries.entryDate))
        .limit(DIARY_SEARCH_PAGE + 1);
      const page = rows.slice(0, DIARY_SEARCH_PAGE);
      const more = rows.length > DIARY_SEARCH_PAGE;
      return { diaries: await listItems(page), nextBefore: more ? (page.at(-1)?.entryDate ?? null) : null };
    },

    async read(memberId: number, id: number): Promise<Diary> {
      return render(db, await familyDiaryRow(db, memberId, id));
    },

    /**
     * One entry per child per day. The same clientId again (an outbox retry without the first
     * answer) answers the entry it made; another entry on that day is 409 DiaryAlreadyWrittenException.
     */
    async create(tx: Tx, memberId: number, body: DiaryCreateBody): Promise<Diary> {
      // The child's row lock: a child deleted meanwhile is a 404 here, never a foreign-key 500 below.
      const child = await familyChild(tx, memberId, body.childId, { lock: true });
      const [again] = await byClientId(tx, memberId, body.clientId);
      if (again) return render(tx, again);
      if (!child.born || !child.birthDateTime) throw new AppError('UnbornChildDiaryException');
      const now = clock.now();
      const today = koreaTodayIso(now);
      if (body.entryDate > today) throw new AppError('FutureDiaryDateException');
      if (daysSinceBirthOn(child.birthDateTime, body.entryDate) < 0) throw new AppError('DiaryBeforeBirthException');
      checkMeal(body.areas, child, body.entryDate);
      // ON CONFLICT DO NOTHING covers both unique keys and waits for a concurrent insert to finish.
      const [row] = await tx
        .insert(diaries)
        .values({
          memberId,
          childId: child.id,
          clientId: body.clientId,
          entryDate: body.entryDate,
          writtenOn: today,
          title: body.title || null,
          areas: body.areas,
          content: body.content,
          contentText: body.contentText,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return render(tx, row);
      const [raced] = await byClientId(tx, memberId, body.clientId);
      if (raced) return render(tx, raced);
      throw new AppError('DiaryAlreadyWrittenException');
    },

    /** Same Korea-time day only (410), on the stored version only (409), under the row lock. */
    async edit(tx: Tx, memberId: number, id: number, body: DiaryEditBody): Promise<Diary> {
      const row = await familyDiaryRow(tx, memberId, id, { lock: true });
      checkEditable(row);
      if (body.version !== row.version) throw new AppError('DiaryEditConflictException');
      if (body.areas) checkMeal(body.areas, await childOf(tx, row), row.entryDate);
      const set: Partial<typeof diaries.$inferInsert> = {};
      if (body.title !== undefined) set.title = body.title || null;
      if (body.areas !== undefined) set.areas = body.areas;
      if (body.content !== undefined) set.content = body.content;
      if (body.contentText !== undefined) set.contentText = body.contentText;
      const [updated] = await tx
        .update(diaries)
        .set({ ...set, version: row.version + 1, updatedAt: clock.now() })
        .where(eq(diaries.id, row.id))
        .returning();
      return render(tx, updated ?? row);
    },

    /**
     * Any day (decision 0017), unless an expert comment bought for it is under way (decision 0087);
     * the photos leave the storage after the commit.
     */
    async remove(memberId: number, id: number): Promise<null> {
      const keys = await db.transaction(async (tx) => {
        const row = await removableDiaryRow(tx, memberId, id);
        // The author bought any comment for it (what is bought stays with its payer, decision 0097).
        await checkDiaryDeletable(tx, row.memberId, row.id, clock.now());
        const images = await imagesOf(tx, row.id);
        await tx.delete(diaries).where(eq(diaries.id, row.id));
        return images.map((image) => image.storageKey);
      });
      await forget(keys);
      return null;
    },

    /** Any day; sharedAt is the moment it was (first) shared, null when not shared. */
    async share(tx: Tx, memberId: number, id: number, shared: boolean): Promise<Diary> {
      const row = await ownDiaryRow(tx, memberId, id, { lock: true });
      if (row.shared === shared) return render(tx, row);
      const now = clock.now();
      const [updated] = await tx
        .update(diaries)
        .set({ shared, sharedAt: shared ? now : null, updatedAt: now })
        .where(eq(diaries.id, row.id))
        .returning();
      return render(tx, updated ?? row);
    },

    /** A stored photo joins the entry: editable, at most DIARY_IMAGE_MAX (422), counted under the row lock. */
    async attachImage(tx: Tx, memberId: number, id: number, file: { key: string; width: number | null; height: number | null }): Promise<Diary> {
      const row = await familyDiaryRow(tx, memberId, id, { lock: true });
      checkEditable(row);
      const [stats] = await tx
        .select({ n: count(), last: sql<number | null>`max(${diaryImages.position})` })
        .from(diaryImages)
        .where(eq(diaryImages.diaryId, row.id));
      if ((stats?.n ?? 0) >= DIARY_IMAGE_MAX) throw new AppError('TooManyDiaryContentImageException');
      await tx.insert(diaryImages).values({
        diaryId: row.id,
        storageKey: file.key,
        position: Number(stats?.last ?? 0) + 1,
        width: file.width,
        height: file.height,
        createdAt: clock.now(),
      });
      const [updated] = await tx.update(diaries).set({ updatedAt: clock.now() }).where(eq(diaries.id, row.id)).returning();
      return render(tx, updated ?? row);
    },

    /** Removes a photo while the entry is editable; the file goes after the commit. */
    async removeImage(memberId: number, id: number, imageId: number): Promise<Diary> {
      const { diary, key } = await db.transaction(async (tx) => {
        const row = await familyDiaryRow(tx, memberId, id, { lock: true });
        checkEditable(row);
        const [image] = await tx
          .delete(diaryImages)
          .where(and(eq(diaryImages.id, imageId), eq(diaryImages.diaryId, row.id)))
          .returning();
        if (!image) throw new AppError('NotFound');
        const [updated] = await tx.update(diaries).set({ updatedAt: clock.now() }).where(eq(diaries.id, row.id)).returning();
        return { diary: await render(tx, updated ?? row), key: image.storageKey };
      });
      await forget([key]);
      return diary;
    },
  };
}

/** Without a month, the newest entries only (a month holds at most 31). */
export const DIARY_LIST_LIMIT = 100;

export type DiaryService = ReturnType<typeof createDiaryService>;
