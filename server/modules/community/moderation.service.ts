import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReportBody } from '../../../src/contract/community-api.ts';
import { REPORT_HIDE_THRESHOLD, REPORTS_PER_DAY } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { diaries, diaryComments, memberBlocks, reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { visibleDiary } from './visibility.ts';

/** A member that can be reported or blocked: exists, not withdrawn, not an admin (SPEC §6), not the caller. */
async function targetMember(db: Db, callerId: number, memberId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.withdrawnAt)))
    .limit(1);
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
 * Report an entry, a comment or a member (decision 0030). One report per reporter and target (the
 * unique key reports_once_key): a repeat answers the first report and changes nothing. At most
 * REPORTS_PER_DAY new reports per reporter in 24 hours. A report never restricts or warns anybody:
 * when REPORT_HIDE_THRESHOLD distinct members have reported an entry or a comment it is hidden from
 * everybody but its author, and when as many have reported the member (any target) the member goes on
 * the admin's review list; only an admin restricts (SPEC §4).
 */
export async function report(db: Db, reporterId: number, body: ReportBody, now: Date) {
  const member = await targetMember(db, reporterId, await reportedMemberOf(db, reporterId, body));
  const reason = body.detail ? `${body.reason}: ${body.detail}` : body.reason;
  const sameReport = and(eq(reports.reporterId, reporterId), eq(reports.targetKind, body.targetKind), eq(reports.targetId, body.targetId));
  return db.transaction(async (tx) => {
    // Reports about one member are judged one at a time, so that concurrent reports see each other's counts.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const [first] = await tx.select({ id: reports.id }).from(reports).where(sameReport).limit(1);
    if (first) return { reportId: first.id, alreadyReported: true };
    const [today] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((today?.n ?? 0) >= REPORTS_PER_DAY) throw new AppError('ReportLimitExceededException');
    const [created] = await tx
      .insert(reports)
      .values({ reporterId, targetKind: body.targetKind, targetId: body.targetId, reportedMemberId: member.id, reason, createdAt: now })
      .onConflictDoNothing({ target: [reports.reporterId, reports.targetKind, reports.targetId] })
      .returning({ id: reports.id });
    if (!created) {
      const [raced] = await tx.select({ id: reports.id }).from(reports).where(sameReport).limit(1);
      if (!raced) throw new AppError('UnknownErrorOccurred');
      return { reportId: raced.id, alreadyReported: true };
    }
    const open = isNull(reports.handledAt);
    if (body.targetKind !== 'MEMBER') {
      const reporters = await distinctReporters(tx, and(open, eq(reports.targetKind, body.targetKind), eq(reports.targetId, body.targetId)));
      if (reporters >= REPORT_HIDE_THRESHOLD) {
        if (body.targetKind === 'DIARY')
          await tx
            .update(diaries)
            .set({ hiddenAt: now })
            .where(and(eq(diaries.id, body.targetId), isNull(diaries.hiddenAt)));
        else
          await tx
            .update(diaryComments)
            .set({ hiddenAt: now })
            .where(and(eq(diaryComments.id, body.targetId), isNull(diaryComments.hiddenAt)));
      }
    }
    if ((await distinctReporters(tx, and(open, eq(reports.reportedMemberId, member.id)))) >= REPORT_HIDE_THRESHOLD) {
      await tx
        .update(users)
        .set({ reviewRequestedAt: now })
        .where(and(eq(users.id, member.id), isNull(users.reviewRequestedAt)));
    }
    return { reportId: created.id, alreadyReported: false };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function distinctReporters(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(where);
  return row?.n ?? 0;
}

/** Block a member (idempotent). */
export async function block(db: Db, blockerId: number, memberId: number, now: Date): Promise<void> {
  const member = await targetMember(db, blockerId, memberId);
  await db
    .insert(memberBlocks)
    .values({ blockerId, blockedId: member.id, createdAt: now })
    .onConflictDoNothing({ target: [memberBlocks.blockerId, memberBlocks.blockedId] });
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
