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
import { idIs, koreaDayRange, searchOf, type Counted, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList, lookupText } from '../../lib/list-declaration.ts';
import { COMMENT_STATE_WORDS } from '../../lib/list-words.ts';
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

function commentWhere(query: CommentListQuery, dense = false): SQL | undefined {
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

/** A comment's state in the list's words. */
function stateWord(row: AdminCommentRow): string {
  if (row.deleted) return COMMENT_STATE_WORDS.DELETED;
  return row.hidden ? COMMENT_STATE_WORDS.HIDDEN : COMMENT_STATE_WORDS.VISIBLE;
}

/**
 * The author's nickname and the entry's title and day are lookups (decision 0090): the count reads
 * the comments alone, as it did.
 */
export const commentListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) =>
    db
      .select({
        comment: diaryComments,
        nickname: users.nickname,
        diaryTitle: lookupText(diaries.title, eq(diaries.id, diaryComments.diaryId)),
        entryDate: lookupText(diaries.entryDate, eq(diaries.id, diaryComments.diaryId)),
        openReports: openReportsOf('COMMENT', diaryComments.id),
      })
      .from(diaryComments)
      // A left join to the author's key: the count drops it; and a query with a join names every
      // column with its table, so the subqueries' "id" stays the comment's (decision 0090).
      .leftJoin(users, eq(users.id, diaryComments.authorId))
      .$dynamic(),
  id: diaryComments.id,
  where: (query: CommentListQuery, _ctx: Record<string, never>, counted?: Counted) => commentWhere(query, counted?.totalCapped ?? false),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: ({ comment, nickname, diaryTitle, entryDate, openReports }): AdminCommentRow => ({
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
    entryDate: entryDate ?? '',
  }),
  // The comment list's CSV (decision 0046): Korea time, the list's words.
  csv: {
    list: 'comments',
    name: '댓글목록',
    columns: [
      ['댓글 번호', (r) => r.id],
      ['일기 번호', (r) => r.diaryId],
      ['일기 날짜', (r) => r.entryDate],
      ['일기 제목', (r) => r.diaryTitle],
      ['회원 번호', (r) => r.author.id],
      ['닉네임', (r) => r.author.nickname],
      ['내용', (r) => r.content],
      ['상태', stateWord],
      ['미처리 신고', (r) => r.openReports],
      ['작성 시각', (r) => koreaTime(r.createdAt)],
    ],
  },
});

export const commentList = (db: Db, query: CommentListQuery) => commentListDeclaration.page(db, query, {});
export const commentCsv = (db: Db, query: CommentListQuery) => commentListDeclaration.csv(db, query, {});
