/**
 * The diary list of the back office (SPEC §2 /admin/parent-diary/diary; decisions 0041, 0042): every
 * member's entries, searched by part of the author's nickname (the pg_trgm index of users) or the
 * member id, narrowed by member, child, entry days, shared, reported (open reports) and hidden;
 * newest entry day first on diaries_entry_date_idx; offset pages with the total.
 */
import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminDiaryRow } from '../../../src/contract/admin-diaries-api.ts';
import type { DiaryListQuery } from '../../../src/contract/admin-diaries.ts';
import { EXPERT_COMMENT_SLA_HOURS } from '../../../src/contract/expert-comments.ts';
import { DIARY_AREAS } from '../../../src/contract/diary.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryComments, diaryImages, reports } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { users } from '../../db/schema/users.ts';
import { contains, idIs, searchOf, type Counted, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList, lookupText } from '../../lib/list-declaration.ts';
import { EXPERT_STATUS_WORDS, yesNo } from '../../lib/list-words.ts';
import { areasOf, excerptOf } from '../diaries/diary-view.ts';

/** Open (unhandled) reports of a target, as an SQL count. */
export function openReportsOf(kind: 'DIARY' | 'COMMENT', id: SQL | typeof diaries.id | typeof diaryComments.id) {
  return sql<number>`(select count(*) from ${reports} where ${reports.targetKind} = ${kind} and ${reports.targetId} = ${id} and ${reports.handledAt} is null)::int`;
}

/** NONE, WAITING, OVERDUE (waiting past the service level at `now`) or WRITTEN (decision 0042). */
export function expertStatusOf(now: Date) {
  const due = new Date(now.getTime() - EXPERT_COMMENT_SLA_HOURS * 3_600_000);
  return sql<'NONE' | 'WAITING' | 'OVERDUE' | 'WRITTEN'>`case
    when ${expertComments.id} is null then 'NONE'
    when ${expertComments.content} is not null then 'WRITTEN'
    when ${expertComments.requestedAt} <= ${due} then 'OVERDUE'
    else 'WAITING' end`;
}

/** The author's nickname contains the text: an EXISTS on users, so the count needs no join. */
export function authorNicknameContains(member: typeof diaries.memberId | typeof diaryComments.authorId, q: string): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${member} and ${contains(users.nickname, q)})`;
}

/**
 * The authors whose nickname contains the text, as an array the planner reads once: the entries are
 * then found on diaries_member_idx (decision 0046). Only members who wrote are read
 * (users_writer_nickname_idx, kept by migration 0017's triggers): a nickname that 10,001 members share
 * but none of them wrote an entry took the EXISTS shape through all 1,000,000 entries (1.0-6.1 s),
 * then one scan of users and 10,001 index probes (23 ms, 218 ms p95 at 10 connections); now it is a
 * scan of the writers' nicknames and a probe for each writer that matches.
 */
export function authorAmong(member: typeof diaries.memberId | typeof diaryComments.authorId, q: string, writers?: SQL): SQL {
  return sql`${member} = any(array(select ${users.id} from ${users} where ${and(writers, contains(users.nickname, q))}))`;
}

/**
 * The diary list's search. `dense` (more than LIST_TOTAL_MAX entries match): walk the list's order
 * and check each author (EXISTS), which meets a page of matches early; otherwise collect the
 * matches by author and sort at most LIST_TOTAL_MAX of them (decision 0046).
 */
const searchFor = (dense: boolean): SearchSpec<NonNullable<DiaryListQuery['category']>> => ({
  id: (q) => idIs(diaries.memberId, q),
  nickname: (q) => (dense ? authorNicknameContains(diaries.memberId, q) : authorAmong(diaries.memberId, q, sql`${users.diaryCount} > 0`)),
});

type Ctx = { now: Date };

export function diaryWhere(query: DiaryListQuery, dense = false): SQL | undefined {
  const reported = sql`exists (select 1 from ${reports} where ${reports.targetKind} = 'DIARY' and ${reports.targetId} = ${diaries.id} and ${reports.handledAt} is null)`;
  return and(
    searchOf(searchFor(dense), query.category, query.q),
    query.memberId === undefined ? undefined : eq(diaries.memberId, query.memberId),
    query.childId === undefined ? undefined : eq(diaries.childId, query.childId),
    query.shared === undefined ? undefined : eq(diaries.shared, query.shared === 'yes'),
    query.reported === undefined ? undefined : query.reported === 'yes' ? reported : sql`not ${reported}`,
    query.status === undefined ? undefined : query.status === 'HIDDEN' ? isNotNull(diaries.hiddenAt) : isNull(diaries.hiddenAt),
    // Entry days are Korea days already (SPEC §4): compared as dates.
    query.from === undefined ? undefined : gte(diaries.entryDate, query.from),
    query.to === undefined ? undefined : lte(diaries.entryDate, query.to),
  );
}

const SORT_COLUMNS = { entryDate: diaries.entryDate, createdAt: diaries.createdAt, id: diaries.id };

/**
 * The list over 1,000,000 entries (decision 0090): the member's and the child's nicknames are
 * lookups, so the count reads the entries alone, as it did (the expert request's join, to its unique
 * key, is one PostgreSQL drops from a count).
 */
export const diaryListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>, { now }: Ctx) =>
    db
      .select({
        diary: {
          id: diaries.id,
          memberId: diaries.memberId,
          childId: diaries.childId,
          entryDate: diaries.entryDate,
          title: diaries.title,
          contentText: diaries.contentText,
          areas: diaries.areas,
          shared: diaries.shared,
          hiddenAt: diaries.hiddenAt,
          createdAt: diaries.createdAt,
        },
        memberNickname: lookupText(users.nickname, eq(users.id, diaries.memberId)),
        childNickname: lookupText(children.nickname, eq(children.id, diaries.childId)),
        openReports: openReportsOf('DIARY', diaries.id),
        commentCount: sql<number>`(select count(*) from ${diaryComments} where ${diaryComments.diaryId} = ${diaries.id} and ${diaryComments.deletedAt} is null)::int`,
        imageCount: sql<number>`(select count(*) from ${diaryImages} where ${diaryImages.diaryId} = ${diaries.id})::int`,
        expertStatus: expertStatusOf(now),
      })
      .from(diaries)
      .leftJoin(expertComments, eq(expertComments.diaryId, diaries.id))
      .$dynamic(),
  id: diaries.id,
  where: (query: DiaryListQuery, _ctx: Ctx, counted?: Counted) => diaryWhere(query, counted?.totalCapped ?? false),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: ({ diary, ...r }): AdminDiaryRow => {
    const areas = areasOf(diary);
    return {
      id: diary.id,
      member: { id: diary.memberId, nickname: r.memberNickname ?? '' },
      child: { id: diary.childId, nickname: r.childNickname ?? '' },
      entryDate: diary.entryDate,
      title: diary.title,
      excerpt: excerptOf(diary.contentText),
      areas: DIARY_AREAS.filter((area) => areas[area] !== null),
      imageCount: r.imageCount,
      shared: diary.shared,
      hidden: diary.hiddenAt !== null,
      openReports: r.openReports,
      commentCount: r.commentCount,
      expertStatus: r.expertStatus,
      createdAt: diary.createdAt.toISOString(),
    };
  },
  // The diary list's CSV (decision 0046): Korea time, the list's words.
  csv: {
    list: 'diaries',
    name: '일기목록',
    columns: [
      ['일기 번호', (d) => d.id],
      ['회원 번호', (d) => d.member.id],
      ['닉네임', (d) => d.member.nickname],
      ['아이', (d) => d.child.nickname],
      ['일기 날짜', (d) => d.entryDate],
      ['제목', (d) => d.title],
      ['공유', (d) => yesNo(d.shared)],
      ['숨김', (d) => yesNo(d.hidden)],
      ['미처리 신고', (d) => d.openReports],
      ['댓글', (d) => d.commentCount],
      ['전문가 댓글', (d) => EXPERT_STATUS_WORDS[d.expertStatus]],
      ['작성 시각', (d) => koreaTime(d.createdAt)],
    ],
  },
});

export const diaryList = (db: Db, query: DiaryListQuery, now: Date) => diaryListDeclaration.page(db, query, { now });
export const diaryCsv = (db: Db, query: DiaryListQuery, now: Date) => diaryListDeclaration.csv(db, query, { now });
