import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { REPORT_RESTRICT_THRESHOLD, type ReportBody } from '../../../src/contract/community-api.ts';
import type { Db } from '../../db/client.ts';
import { diaryComments, memberBlocks, reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthCache } from '../../lib/auth-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { visibleDiary } from './visibility.ts';

/** A member that can be reported or blocked: exists, not withdrawn, not an admin (SPEC §6), not the caller. */
async function targetMember(db: Db, callerId: number, memberId: number) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(and(eq(users.id, memberId), isNull(users.withdrawnAt))).limit(1);
  if (!row) throw new AppError('NoSuchMemberException');
  if (row.id === callerId) throw new AppError('BadRequest', 'cannot report or block yourself');
  if (row.role === 'ROLE_ADMIN') throw new AppError('IllegalUserRoleException', 'admins cannot be reported or blocked');
  return row;
}

/** The member a report is about: the entry's or the comment's author, or the member named. */
async function reportedMemberOf(db: Db, reporterId: number, body: ReportBody): Promise<number> {
  if (body.targetKind === 'DIARY') {
    const diary = await visibleDiary(db, reporterId, body.targetId, { allowOwn: true });
    return diary.memberId;
  }
  if (body.targetKind === 'COMMENT') {
    const [row] = await db
      .select({ authorId: diaryComments.authorId, diaryId: diaryComments.diaryId })
      .from(diaryComments)
      .where(and(eq(diaryComments.id, body.targetId), isNull(diaryComments.deletedAt)))
      .limit(1);
    if (!row) throw new AppError('NoSuchCommentException');
    await visibleDiary(db, reporterId, row.diaryId, { allowOwn: true });
    return row.authorId;
  }
  return body.targetId;
}

/**
 * Report an entry, a comment or a member. One report per reporter and target (the unique key
 * reports_once_key): a repeat answers the first report and changes nothing. Each new report raises
 * the reported member's warning count by one in the same transaction; at REPORT_RESTRICT_THRESHOLD an
 * active member becomes RESTRICTED, and every call of theirs answers 032 (auth-middleware.ts).
 */
export async function report(db: Db, cache: AuthCache, reporterId: number, body: ReportBody, now: Date) {
  const member = await targetMember(db, reporterId, await reportedMemberOf(db, reporterId, body));
  const reason = body.detail ? `${body.reason}: ${body.detail}` : body.reason;
  const outcome = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({ reporterId, targetKind: body.targetKind, targetId: body.targetId, reportedMemberId: member.id, reason, createdAt: now })
      .onConflictDoNothing({ target: [reports.reporterId, reports.targetKind, reports.targetId] })
      .returning({ id: reports.id });
    if (!created) {
      const [first] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), eq(reports.targetKind, body.targetKind), eq(reports.targetId, body.targetId)));
      if (!first) throw new AppError('UnknownErrorOccurred');
      return { reportId: first.id, alreadyReported: true, restricted: false };
    }
    // One statement: concurrent reports each add one (row lock), and the threshold is judged on the new count.
    const [updated] = await tx
      .update(users)
      .set({
        warningCount: sql`${users.warningCount} + 1`,
        status: sql`case when ${users.status} = 'ACTIVE' and ${users.warningCount} + 1 >= ${REPORT_RESTRICT_THRESHOLD} then 'RESTRICTED' else ${users.status} end`,
        updatedAt: now,
      })
      .where(eq(users.id, member.id))
      .returning({ status: users.status });
    return { reportId: created.id, alreadyReported: false, restricted: updated?.status === 'RESTRICTED' };
  });
  // This instance forgets the cached session state at once; others within AUTH_CACHE_MS.
  if (outcome.restricted) cache.forgetUser(member.id);
  return { reportId: outcome.reportId, alreadyReported: outcome.alreadyReported };
}

/** Block a member (idempotent). */
export async function block(db: Db, blockerId: number, memberId: number, now: Date): Promise<void> {
  const member = await targetMember(db, blockerId, memberId);
  await db.insert(memberBlocks).values({ blockerId, blockedId: member.id, createdAt: now }).onConflictDoNothing({ target: [memberBlocks.blockerId, memberBlocks.blockedId] });
}

/** Unblock (idempotent: unblocking someone not blocked changes nothing). */
export async function unblock(db: Db, blockerId: number, memberId: number): Promise<void> {
  await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, memberId)));
}

export async function listBlocks(db: Db, blockerId: number) {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, blockedAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt));
  return rows.map((row) => ({ id: row.id, nickname: row.nickname ?? '', blockedAt: row.blockedAt.toISOString() }));
}
