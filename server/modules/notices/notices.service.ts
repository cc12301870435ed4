/**
 * The notices members read (SPEC §2 /my-page/notice; decision 0065): visible once PUBLISHED and their
 * publish time has come, pinned first then newest, each with the N badge (NOTICE_NEW_DAYS) and this
 * member's read mark; opening one marks it read and counts a view.
 */
import { and, count, desc, eq, exists, lte, not, sql, type SQL } from 'drizzle-orm';
import type { NoticeListParams } from '../../../src/contract/notices-api.ts';
import { NOTICE_NEW_DAYS, NOTICE_PAGE_SIZE, Notice, type NoticeListData, type NoticeSummary } from '../../../src/contract/notices.ts';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { noticeReads, notices } from '../../db/schema/notices.ts';
import { AppError } from '../../lib/app-error.ts';

type NoticeRow = typeof notices.$inferSelect;
const DAY_MS = 24 * 3600 * 1000;

export const visibleNotice = (now: Date): SQL => and(eq(notices.status, 'PUBLISHED'), lte(notices.publishAt, now)) as SQL;

const readBy = (db: Db, memberId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(noticeReads)
      .where(and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.memberId, memberId))),
  );

const summaryOf = (row: NoticeRow, read: boolean, now: Date): NoticeSummary => ({
  id: row.id,
  title: row.title,
  category: row.category,
  pinned: row.pinned,
  publishedAt: row.publishAt.toISOString(),
  isNew: now.getTime() - row.publishAt.getTime() < NOTICE_NEW_DAYS * DAY_MS,
  read,
});

export async function unreadNotices(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(visibleNotice(now), not(readBy(db, memberId))));
  return row?.n ?? 0;
}

export async function listNotices(db: Db, memberId: number, query: NoticeListParams, now: Date): Promise<NoticeListData> {
  const where = and(visibleNotice(now), query.category ? eq(notices.category, query.category) : undefined);
  const [totalRow] = await db.select({ n: count() }).from(notices).where(where);
  const total = totalRow?.n ?? 0;
  const page = Number(query.page);
  const rows = await db
    .select({ notice: notices, read: readBy(db, memberId).mapWith(Boolean) })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.pinned), desc(notices.publishAt), desc(notices.id))
    .limit(NOTICE_PAGE_SIZE)
    .offset((page - 1) * NOTICE_PAGE_SIZE);
  return {
    notices: rows.map(({ notice, read }) => summaryOf(notice, read, now)),
    total,
    hasNext: page * NOTICE_PAGE_SIZE < total,
    unread: await unreadNotices(db, memberId, now),
  };
}

/** One visible notice, marked read for this member and viewed once more; NotFound for a draft, a hidden one or one not yet due. */
export async function readNotice(db: Db, memberId: number, id: number, now: Date): Promise<Notice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notices)
      .set({ viewCount: sql`${notices.viewCount} + 1` })
      .where(and(eq(notices.id, id), visibleNotice(now)))
      .returning();
    if (!row) throw new AppError('NotFound', 'no such notice');
    await tx.insert(noticeReads).values({ noticeId: id, memberId, readAt: now }).onConflictDoNothing();
    return { ...summaryOf(row, true, now), content: v.parse(Notice.entries.content, row.content), contentText: row.contentText };
  });
}
