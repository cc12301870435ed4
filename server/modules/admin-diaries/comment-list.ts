/**
 * The community comment list of the back office (SPEC §2 /admin/parent-diary/comment; decisions
 * 0041, 0042): every member comment, searched by part of the author's nickname or the author's id,
 * narrowed by entry, Korea days written and a status chip (visible, hidden, deleted, reported);
 * newest first; offset pages with the total.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminCommentRow } from '../../../src/contract/admin-comments-api.ts';
import type { CommentListQuery } from '../../../src/contract/admin-comments.ts';
import type { Db } from '../../db/client.ts';
import { diaries, diaryComments, reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { cappedTotal, koreaDayRange, orderOf } from '../../lib/admin-list.ts';
import { authorNicknameContains, openReportsOf } from './diary-list.ts';

function statusCondition(status: CommentListQuery['status']): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'VISIBLE':
      return and(isNull(diaryComments.hiddenAt), isNull(diaryComments.deletedAt));
    case 'HIDDEN':
      return isNotNull(diaryComments.hiddenAt);
    case 'DELETED':
      return isNotNull(diaryComments.deletedAt);
    case 'REPORTED':
      return sql`exists (select 1 from ${reports} where ${reports.targetKind} = 'COMMENT' and ${reports.targetId} = ${diaryComments.id} and ${reports.handledAt} is null)`;
  }
}

export function commentWhere(query: CommentListQuery): SQL | undefined {
  const search =
    query.q === undefined || query.q === '' || query.category === undefined
      ? undefined
      : query.category === 'id'
        ? eq(diaryComments.authorId, Number(query.q))
        : authorNicknameContains(diaryComments.authorId, query.q);
  return and(
    // The expert's comments are the expert comment queue's (decision 0027); EXPERT rows here are the old kind.
    eq(diaryComments.kind, 'MEMBER'),
    search,
    query.diaryId === undefined ? undefined : eq(diaryComments.diaryId, query.diaryId),
    statusCondition(query.status),
    ...koreaDayRange(diaryComments.createdAt, query.from, query.to),
  );
}

const SORT_COLUMNS = { createdAt: diaryComments.createdAt, id: diaryComments.id };

export async function commentRows(db: Db, query: CommentListQuery, offset: number, limit: number): Promise<AdminCommentRow[]> {
  const rows = await db
    .select({
      comment: diaryComments,
      nickname: users.nickname,
      diaryTitle: diaries.title,
      entryDate: diaries.entryDate,
      openReports: openReportsOf('COMMENT', diaryComments.id),
    })
    .from(diaryComments)
    .innerJoin(users, eq(users.id, diaryComments.authorId))
    .innerJoin(diaries, eq(diaries.id, diaryComments.diaryId))
    .where(commentWhere(query))
    .orderBy(...orderOf(SORT_COLUMNS, diaryComments.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return rows.map(({ comment, nickname, diaryTitle, entryDate, openReports }) => ({
    id: comment.id,
    diaryId: comment.diaryId,
    kind: comment.kind,
    author: { id: comment.authorId, nickname: nickname ?? '' },
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    hidden: comment.hiddenAt !== null,
    deleted: comment.deletedAt !== null,
    openReports,
    diaryTitle,
    entryDate,
  }));
}

export async function commentList(db: Db, query: CommentListQuery) {
  const counted = await cappedTotal(db, db.select({ id: diaryComments.id }).from(diaryComments).where(commentWhere(query)).$dynamic());
  return { items: await commentRows(db, query, (query.page - 1) * query.size, query.size), ...counted, page: query.page, size: query.size };
}
