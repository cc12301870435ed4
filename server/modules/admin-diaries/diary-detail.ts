/**
 * One diary entry as the back office reads it (SPEC §2 …/diary-detail; decision 0042): the entry as
 * its author reads it (care areas, photos as signed URLs, decision 0012), its author and child, its
 * reports, every comment (hidden and deleted ones marked) and its expert comment request.
 */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPERT_COMMENT_SLA_HOURS } from '../../../src/contract/expert-comments.ts';
import { DIARY_DETAIL_ROWS, type AdminComment, type AdminDiaryDetail, type AdminExpertComment } from '../../../src/contract/admin-diaries-api.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryComments, diaryImages, reports } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { diaryView } from '../diaries/diary-view.ts';
import { expertStatusOf, openReportsOf } from './diary-list.ts';

type Queryable = Pick<Db, 'select'>;

/** The assigned expert and the writing expert, joined as two aliases of users. */
export const assigned = alias(users, 'assigned_expert');
export const writer = alias(users, 'writer');

/** The expert comment rows of a select: the request, its status at `now`, the assigned and the writing expert. */
export function expertCommentColumns(now: Date) {
  return {
    request: expertComments,
    status: expertStatusOf(now),
    assignedNickname: assigned.nickname,
    writerNickname: writer.nickname,
  };
}

export function adminExpertCommentView(row: {
  request: typeof expertComments.$inferSelect;
  status: AdminExpertComment['status'];
  assignedNickname: string | null;
  writerNickname: string | null;
}): AdminExpertComment {
  const { request } = row;
  return {
    id: request.id,
    diaryId: request.diaryId,
    via: request.via,
    status: row.status,
    requestedAt: request.requestedAt.toISOString(),
    dueAt: new Date(request.requestedAt.getTime() + EXPERT_COMMENT_SLA_HOURS * 3_600_000).toISOString(),
    assignedExpert: request.assignedExpertId === null ? null : { id: request.assignedExpertId, nickname: row.assignedNickname ?? '' },
    expert: request.expertId === null ? null : { id: request.expertId, nickname: row.writerNickname ?? '' },
    content: request.content,
    writtenAt: request.writtenAt?.toISOString() ?? null,
  };
}

/** The expert comment request of an entry, or null. */
export async function adminExpertCommentOf(db: Queryable, where: SQL | undefined, now: Date): Promise<AdminExpertComment | null> {
  const [row] = await db
    .select(expertCommentColumns(now))
    .from(expertComments)
    .leftJoin(assigned, eq(assigned.id, expertComments.assignedExpertId))
    .leftJoin(writer, eq(writer.id, expertComments.expertId))
    .where(where)
    .limit(1);
  return row ? adminExpertCommentView(row) : null;
}

export async function commentsOfDiary(db: Queryable, diaryId: number): Promise<AdminComment[]> {
  const rows = await db
    .select({ comment: diaryComments, nickname: users.nickname, openReports: openReportsOf('COMMENT', diaryComments.id) })
    .from(diaryComments)
    .innerJoin(users, eq(users.id, diaryComments.authorId))
    .where(eq(diaryComments.diaryId, diaryId))
    .orderBy(asc(diaryComments.createdAt), asc(diaryComments.id))
    .limit(DIARY_DETAIL_ROWS);
  return rows.map(({ comment, nickname, openReports }) => ({
    id: comment.id,
    diaryId: comment.diaryId,
    kind: comment.kind,
    author: { id: comment.authorId, nickname: nickname ?? '' },
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    hidden: comment.hiddenAt !== null,
    deleted: comment.deletedAt !== null,
    openReports,
  }));
}

export async function diaryDetail(db: Db, urls: UrlSigner, diaryId: number, now: Date): Promise<AdminDiaryDetail> {
  const [found] = await db
    .select({ diary: diaries, memberNickname: users.nickname, childNickname: children.nickname })
    .from(diaries)
    .innerJoin(users, eq(users.id, diaries.memberId))
    .innerJoin(children, eq(children.id, diaries.childId))
    .where(eq(diaries.id, diaryId))
    .limit(1);
  if (!found) throw new AppError('NoSuchDiaryException');
  const { diary } = found;
  const images = await db.select().from(diaryImages).where(eq(diaryImages.diaryId, diary.id)).orderBy(asc(diaryImages.position), asc(diaryImages.id));
  const comments = await commentsOfDiary(db, diary.id);
  const reported = await db
    .select({ id: reports.id, reporterId: reports.reporterId, reason: reports.reason, createdAt: reports.createdAt, handledAt: reports.handledAt })
    .from(reports)
    .where(and(eq(reports.targetKind, 'DIARY'), eq(reports.targetId, diary.id)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(DIARY_DETAIL_ROWS);
  const liveComments = comments.filter((c) => !c.deleted).length;
  return {
    diary: diaryView(diary, images, liveComments, found.memberNickname ?? '', now, urls),
    member: { id: diary.memberId, nickname: found.memberNickname ?? '' },
    child: { id: diary.childId, nickname: found.childNickname },
    sharedAt: diary.sharedAt?.toISOString() ?? null,
    hiddenAt: diary.hiddenAt?.toISOString() ?? null,
    reports: reported.map((r) => ({
      id: r.id,
      reporterId: r.reporterId,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      handled: r.handledAt !== null,
    })),
    comments,
    expertComment: await adminExpertCommentOf(db, eq(expertComments.diaryId, diary.id), now),
  };
}

/** The detail an admin opens, with its personal-data view row written before it is answered (decision 0048). */
export async function viewDiaryDetail(db: Db, urls: UrlSigner, actor: AuditActor, diaryId: number, now: Date): Promise<AdminDiaryDetail> {
  const detail = await diaryDetail(db, urls, diaryId, now);
  await recordView(db, actor, { resourceKind: 'diary', resourceId: detail.diary.id, memberId: detail.member.id }, now);
  return detail;
}
