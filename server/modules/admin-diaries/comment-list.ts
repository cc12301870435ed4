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
import { idIs, koreaDayRange, listPage, orderOf, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { COMMENT_STATE_WORDS } from '../../lib/list-words.ts';
import type { CsvExport } from '../audit/csv-export.ts';
import { authorAmong, authorNicknameContains, openReportsOf } from './diary-list.ts';

/**
 * As the diary list's (decision 0046): `dense` (more than LIST_TOTAL_MAX comments match) walks the
 * newest-first index and checks each author, which meets a page of matches early; otherwise the
 * matching members' comments are collected on diary_comments_author_idx and sorted.
 */
const searchFor = (dense: boolean): SearchSpec<NonNullable<CommentListQuery['category']>> => ({
  id: (q) => idIs(diaryComments.authorId, q),
  nickname: (q) => (dense ? authorNicknameContains(diaryComments.authorId, q) : authorAmong(diaryComments.authorId, q)),
});

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

export function commentWhere(query: CommentListQuery, dense = false): SQL | undefined {
  return and(
    // The expert's comments are the expert comment queue's (decision 0027); EXPERT rows here are the old kind.
    eq(diaryComments.kind, 'MEMBER'),
    searchOf(searchFor(dense), query.category, query.q),
    query.diaryId === undefined ? undefined : eq(diaryComments.diaryId, query.diaryId),
    statusCondition(query.status),
    ...koreaDayRange(diaryComments.createdAt, query.from, query.to),
  );
}

const SORT_COLUMNS = { createdAt: diaryComments.createdAt, id: diaryComments.id };

export async function commentRows(db: Db, query: CommentListQuery, offset: number, limit: number, dense = false): Promise<AdminCommentRow[]> {
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
    .where(commentWhere(query, dense))
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

const filtered = (db: Db, query: CommentListQuery) => db.select({ id: diaryComments.id }).from(diaryComments).where(commentWhere(query)).$dynamic();

export function commentList(db: Db, query: CommentListQuery) {
  return listPage(db, query, filtered(db, query), (offset, limit, counted) => commentRows(db, query, offset, limit, counted.totalCapped));
}

/** A comment's state in the list's words. */
function stateWord(row: AdminCommentRow): string {
  if (row.deleted) return COMMENT_STATE_WORDS.DELETED;
  return row.hidden ? COMMENT_STATE_WORDS.HIDDEN : COMMENT_STATE_WORDS.VISIBLE;
}

/** The comment list's CSV (decision 0046): Korea time, the list's words. */
export function commentCsv(db: Db, query: CommentListQuery): CsvExport {
  return {
    list: 'comments',
    name: '댓글목록',
    header: ['댓글 번호', '일기 번호', '일기 날짜', '일기 제목', '회원 번호', '닉네임', '내용', '상태', '미처리 신고', '작성 시각'],
    filtered: filtered(db, query),
    read: async (offset, limit, counted) =>
      (await commentRows(db, query, offset, limit, counted.totalCapped)).map((r) => [
        r.id,
        r.diaryId,
        r.entryDate,
        r.diaryTitle,
        r.author.id,
        r.author.nickname,
        r.content,
        stateWord(r),
        r.openReports,
        koreaTime(r.createdAt),
      ]),
  };
}
