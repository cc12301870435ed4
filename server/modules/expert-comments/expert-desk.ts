/**
 * The expert's side (decision 0027, SPEC §6 ROLE_EXPERT): the shared queue of requested entries, oldest
 * first; reading a requested entry; writing, editing and deleting its comment. An expert reads only
 * entries with a request (NoSuchDiaryException otherwise, as for a missing entry): a parent's diary is private.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { EXPERT_QUEUE_LIMIT, type DiaryExpertComment, type ExpertDiaryData, type ExpertQueueData } from '../../../src/contract/expert-comments.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryImages } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tx } from '../../lib/idempotency.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import type { DiaryService } from '../diaries/diaries.service.ts';
import { listItemView, type DiaryImageRow, type DiaryRow } from '../diaries/diary-view.ts';
import { markProvided } from '../orders/provided.ts';
import { expertChild, readExpertComment, requestOf, type ExpertCommentRow, type Queryable } from './expert-comment-view.ts';

export function createExpertDesk(deps: { db: Db; clock: Clock; urls: UrlSigner; diaries: DiaryService }) {
  const { db, clock, urls, diaries: diaryService } = deps;

  /** The entry with its request, or NoSuchDiaryException. */
  async function requested(q: Queryable, diaryId: number, options: { lock?: boolean } = {}): Promise<{ diary: DiaryRow; request: ExpertCommentRow }> {
    const [diary] = await q.select().from(diaries).where(eq(diaries.id, diaryId)).limit(1);
    if (!diary) throw new AppError('NoSuchDiaryException');
    const request = await requestOf(q, diary.id, options);
    // An entry nobody asked a comment for answers as a missing one: a parent's diary is private,
    // even its existence (decision 0032).
    if (!request) throw new AppError('NoSuchDiaryException');
    return { diary, request };
  }

  async function childOf(q: Queryable, diary: DiaryRow) {
    const [child] = await q
      .select({ nickname: children.nickname, birthDateTime: children.birthDateTime })
      .from(children)
      .where(eq(children.id, diary.childId))
      .limit(1);
    return expertChild(child ?? { nickname: '', birthDateTime: null }, diary.entryDate);
  }

  return {
    /** Oldest request first, those an admin assigned to this expert ahead of the rest (decision 0042). */
    async queue(expertId: number): Promise<ExpertQueueData> {
      const waiting = isNull(expertComments.content);
      const rows = await db
        .select({ request: expertComments, diary: diaries, child: { nickname: children.nickname, birthDateTime: children.birthDateTime } })
        .from(expertComments)
        .innerJoin(diaries, eq(diaries.id, expertComments.diaryId))
        .innerJoin(children, eq(children.id, diaries.childId))
        .where(waiting)
        .orderBy(sql`${expertComments.assignedExpertId} is not distinct from ${expertId} desc`, asc(expertComments.requestedAt), asc(expertComments.id))
        .limit(EXPERT_QUEUE_LIMIT);
      const [total] = await db.select({ n: count() }).from(expertComments).where(waiting);
      const ids = rows.map((r) => r.diary.id);
      const images =
        ids.length === 0
          ? []
          : await db.select().from(diaryImages).where(inArray(diaryImages.diaryId, ids)).orderBy(asc(diaryImages.position), asc(diaryImages.id));
      const byDiary = new Map<number, DiaryImageRow[]>();
      for (const image of images) byDiary.set(image.diaryId, [...(byDiary.get(image.diaryId) ?? []), image]);
      const now = clock.now();
      return {
        total: total?.n ?? 0,
        items: rows.map(({ request, diary, child }) => {
          const item = listItemView(diary, byDiary.get(diary.id) ?? [], '', now, urls);
          return {
            diaryId: diary.id,
            requestedAt: request.requestedAt.toISOString(),
            via: request.via,
            entryDate: item.entryDate,
            title: item.title,
            excerpt: item.excerpt,
            areas: item.areas,
            imageCount: item.imageCount,
            thumbnailUrl: item.thumbnailUrl,
            child: expertChild(child, diary.entryDate),
          };
        }),
      };
    },

    async read(diaryId: number): Promise<ExpertDiaryData> {
      const { diary } = await requested(db, diaryId);
      return { diary: await diaryService.render(db, diary), child: await childOf(db, diary), expertComment: await readExpertComment(db, diary.id) };
    },

    /**
     * The first comment of a request. A paid item is provided first (its row lock, then the
     * request's: the order a cancel takes, so a cancel either finds it provided or has removed the
     * request); two experts racing: the second finds it written.
     */
    async write(tx: Tx, expertId: number, diaryId: number, content: string): Promise<{ view: DiaryExpertComment; diary: DiaryRow }> {
      const { diary, request } = await requested(tx, diaryId);
      if (request.content !== null) throw new AppError('ExpertCommentAlreadyWrittenException');
      const now = clock.now();
      if (request.orderItemId !== null && !(await markProvided(tx, request.orderItemId, now))) throw new AppError('NotOrderedDiaryCommentException');
      const [written] = await tx
        .update(expertComments)
        .set({ content, expertId, writtenAt: now, updatedAt: now })
        .where(and(eq(expertComments.id, request.id), isNull(expertComments.content)))
        .returning({ id: expertComments.id });
      if (!written) {
        // Canceled (the request is gone) or written by another expert meanwhile.
        if (!(await requestOf(tx, diary.id))) throw new AppError('NotOrderedDiaryCommentException');
        throw new AppError('ExpertCommentAlreadyWrittenException');
      }
      return { view: await readExpertComment(tx, diary.id), diary };
    },

    /** Any expert may correct the comment (the queue is shared); the editor becomes its expert. */
    async edit(tx: Tx, expertId: number, diaryId: number, content: string): Promise<DiaryExpertComment> {
      const { diary, request } = await requested(tx, diaryId, { lock: true });
      if (request.content === null) throw new AppError('NoSuchCommentException');
      await tx.update(expertComments).set({ content, expertId, updatedAt: clock.now() }).where(eq(expertComments.id, request.id));
      return readExpertComment(tx, diary.id);
    },

    /**
     * The comment goes; the request stays and returns to the queue at its place (requestedAt). A paid
     * item stays PROVIDED: the member is owed a comment, not a refund (decision 0027).
     */
    async remove(tx: Tx, diaryId: number): Promise<DiaryExpertComment> {
      const { diary, request } = await requested(tx, diaryId, { lock: true });
      const [removed] = await tx
        .update(expertComments)
        .set({ content: null, expertId: null, writtenAt: null, updatedAt: clock.now() })
        .where(and(eq(expertComments.id, request.id), isNotNull(expertComments.content)))
        .returning({ id: expertComments.id });
      if (!removed) throw new AppError('NoSuchCommentException');
      return readExpertComment(tx, diary.id);
    },
  };
}

export type ExpertDesk = ReturnType<typeof createExpertDesk>;
