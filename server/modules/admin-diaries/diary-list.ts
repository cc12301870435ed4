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
import { cappedTotal, contains, orderOf } from '../../lib/admin-list.ts';
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

export function diaryWhere(query: DiaryListQuery): SQL | undefined {
  const search =
    query.q === undefined || query.q === '' || query.category === undefined
      ? undefined
      : query.category === 'id'
        ? eq(diaries.memberId, Number(query.q))
        : authorNicknameContains(diaries.memberId, query.q);
  const reported = sql`exists (select 1 from ${reports} where ${reports.targetKind} = 'DIARY' and ${reports.targetId} = ${diaries.id} and ${reports.handledAt} is null)`;
  return and(
    search,
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

export async function diaryRows(db: Db, query: DiaryListQuery, offset: number, limit: number, now: Date): Promise<AdminDiaryRow[]> {
  const rows = await db
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
      memberNickname: users.nickname,
      childNickname: children.nickname,
      openReports: openReportsOf('DIARY', diaries.id),
      commentCount: sql<number>`(select count(*) from ${diaryComments} where ${diaryComments.diaryId} = ${diaries.id} and ${diaryComments.deletedAt} is null)::int`,
      imageCount: sql<number>`(select count(*) from ${diaryImages} where ${diaryImages.diaryId} = ${diaries.id})::int`,
      expertStatus: expertStatusOf(now),
    })
    .from(diaries)
    .innerJoin(users, eq(users.id, diaries.memberId))
    .innerJoin(children, eq(children.id, diaries.childId))
    .leftJoin(expertComments, eq(expertComments.diaryId, diaries.id))
    .where(diaryWhere(query))
    .orderBy(...orderOf(SORT_COLUMNS, diaries.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return rows.map(({ diary, ...r }) => {
    const areas = areasOf(diary);
    return {
      id: diary.id,
      member: { id: diary.memberId, nickname: r.memberNickname ?? '' },
      child: { id: diary.childId, nickname: r.childNickname },
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
  });
}

export async function diaryList(db: Db, query: DiaryListQuery, now: Date) {
  const counted = await cappedTotal(db, db.select({ id: diaries.id }).from(diaries).where(diaryWhere(query)).$dynamic());
  return { items: await diaryRows(db, query, (query.page - 1) * query.size, query.size, now), ...counted, page: query.page, size: query.size };
}
