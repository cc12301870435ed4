import { and, desc, eq, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { ReportedMember, RestrictionData } from '../../../src/contract/moderation-api.ts';
import { REVIEW_LIST_MAX, REVIEW_REPORTS_MAX } from '../../../src/contract/moderation-api.ts';
import type { Db } from '../../db/client.ts';
import { diaries, diaryComments, reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthCache } from '../../lib/auth-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

/**
 * The admin's side of moderation (decision 0030; SPEC §4: an admin changes a member's status and
 * warning count, never below 0). Every change forgets the member's cached session state, so that a
 * restriction or a lift takes effect on this instance at once (others within AUTH_CACHE_MS).
 */

const open = isNull(reports.handledAt);
const targetHidden = sql<boolean>`case
  when ${reports.targetKind} = 'DIARY' then exists (select 1 from ${diaries} where ${diaries.id} = ${reports.targetId} and ${diaries.hiddenAt} is not null)
  when ${reports.targetKind} = 'COMMENT' then exists (select 1 from ${diaryComments} where ${diaryComments.id} = ${reports.targetId} and ${diaryComments.hiddenAt} is not null)
  else false end`;

/** Members with unhandled reports, the most recently reported first; by default only those on the review list. */
export async function reviewList(db: Db, all: boolean): Promise<ReportedMember[]> {
  const lastReportedAt = max(reports.createdAt);
  const members = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      status: users.status,
      warningCount: users.warningCount,
      reviewRequestedAt: users.reviewRequestedAt,
      distinctReporters: sql<number>`count(distinct ${reports.reporterId})::int`,
      lastReportedAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedMemberId))
    .where(and(open, isNull(users.withdrawnAt), ne(users.status, 'WITHDRAWN'), all ? undefined : isNotNull(users.reviewRequestedAt)))
    .groupBy(users.id)
    .orderBy(desc(lastReportedAt), desc(users.id))
    .limit(REVIEW_LIST_MAX);
  const answer: ReportedMember[] = [];
  for (const member of members) {
    const rows = await db
      .select({
        id: reports.id,
        reporterId: reports.reporterId,
        targetKind: reports.targetKind,
        targetId: reports.targetId,
        reason: reports.reason,
        createdAt: reports.createdAt,
        targetHidden: targetHidden.mapWith(Boolean),
      })
      .from(reports)
      .where(and(open, eq(reports.reportedMemberId, member.id)))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(REVIEW_REPORTS_MAX);
    if (member.status === 'WITHDRAWN') continue;
    answer.push({
      id: member.id,
      nickname: member.nickname ?? '',
      status: member.status,
      warningCount: member.warningCount,
      distinctReporters: member.distinctReporters,
      reviewRequestedAt: member.reviewRequestedAt?.toISOString() ?? null,
      lastReportedAt: (member.lastReportedAt ?? new Date(0)).toISOString(),
      reports: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    });
  }
  return answer;
}

/**
 * A member an admin may moderate: exists, not withdrawn, a ROLE_MEMBER; locked for the change. An
 * admin (SPEC §6: never blocked) or an expert (not in the member list, no member detail) is 403
 * IllegalUserRoleException (decision 0048), so the bulk status refuses its whole selection.
 */
async function moderated(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ role: users.role, ...memberView })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.withdrawnAt), ne(users.status, 'WITHDRAWN')))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('NoSuchMemberException');
  if (row.role !== 'ROLE_MEMBER') throw new AppError('IllegalUserRoleException', 'only members are moderated');
  return view(row);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const memberView = {
  id: users.id,
  status: users.status,
  warningCount: users.warningCount,
  restrictionReason: users.restrictionReason,
  restrictedAt: users.restrictedAt,
};
type MemberRow = {
  id: number;
  status: 'ACTIVE' | 'RESTRICTED' | 'WITHDRAWN';
  warningCount: number;
  restrictionReason: string | null;
  restrictedAt: Date | null;
};

function view(row: MemberRow | undefined) {
  if (!row || row.status === 'WITHDRAWN') throw new AppError('NoSuchMemberException');
  return {
    id: row.id,
    status: row.status,
    warningCount: row.warningCount,
    restrictionReason: row.restrictionReason,
    restrictedAt: row.restrictedAt?.toISOString() ?? null,
  };
}

/**
 * Restrict a member (every call of theirs but restrictedMayCall answers 032) or make them active
 * again, inside the caller's transaction with its audit row (decision 0041). Either is the review's
 * decision: the member leaves the review list and their reports are handled.
 */
export async function setStatusIn(tx: Tx, actor: AuditActor, memberId: number, status: 'ACTIVE' | 'RESTRICTED', reason: string, now: Date) {
  const before = await moderated(tx, memberId);
  const [updated] = await tx
    .update(users)
    .set(
      status === 'RESTRICTED'
        ? {
            status,
            restrictionReason: reason,
            restrictedAt: sql`case when ${users.status} = 'RESTRICTED' then coalesce(${users.restrictedAt}, ${now}) else ${now} end`,
            reviewRequestedAt: null,
            updatedAt: now,
          }
        : { status, restrictionReason: null, restrictedAt: null, reviewRequestedAt: null, updatedAt: now },
    )
    .where(and(eq(users.id, memberId), ne(users.status, 'WITHDRAWN')))
    .returning(memberView);
  await tx
    .update(reports)
    .set({ handledAt: now })
    .where(and(open, eq(reports.reportedMemberId, memberId)));
  const after = view(updated);
  await recordAudit(
    tx,
    actor,
    {
      action: 'member.status',
      resourceKind: 'member',
      resourceId: memberId,
      before: { status: before.status, restrictionReason: before.restrictionReason },
      after: { status: after.status, restrictionReason: after.restrictionReason },
      reason,
    },
    now,
  );
  return after;
}

export async function setStatus(db: Db, cache: AuthCache, actor: AuditActor, memberId: number, status: 'ACTIVE' | 'RESTRICTED', reason: string, now: Date) {
  const row = await db.transaction((tx) => setStatusIn(tx, actor, memberId, status, reason, now));
  cache.forgetUser(memberId);
  return row;
}

/** Add `change` to a warning count with its reason; a result below 0 changes nothing (WarningCountBelowZeroException, SPEC §4, §5). */
export async function changeWarningCount(db: Db, actor: AuditActor, memberId: number, change: number, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await moderated(tx, memberId);
    const [row] = await tx
      .update(users)
      .set({ warningCount: sql`${users.warningCount} + ${change}`, updatedAt: now })
      .where(and(eq(users.id, memberId), sql`${users.warningCount} + ${change} >= 0`))
      .returning(memberView);
    if (!row) throw new AppError('WarningCountBelowZeroException');
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.warning_count',
        resourceKind: 'member',
        resourceId: memberId,
        before: { warningCount: before.warningCount },
        after: { warningCount: row.warningCount },
        reason,
      },
      now,
    );
    return view(row);
  });
}

/**
 * Show a hidden entry or comment again with the admin's reason; its reports are handled, so only new
 * reporters can hide it again. Something not hidden is NotHiddenContentException and nothing is
 * written: no audit row, no report handled (decision 0048).
 */
export async function restoreContent(db: Db, actor: AuditActor, targetKind: 'DIARY' | 'COMMENT', targetId: number, now: Date, reason: string) {
  return db.transaction(async (tx) => {
    const restored =
      targetKind === 'DIARY'
        ? await tx
            .update(diaries)
            .set({ hiddenAt: null })
            .where(and(eq(diaries.id, targetId), isNotNull(diaries.hiddenAt)))
            .returning({ id: diaries.id })
        : await tx
            .update(diaryComments)
            .set({ hiddenAt: null })
            .where(and(eq(diaryComments.id, targetId), isNotNull(diaryComments.hiddenAt)))
            .returning({ id: diaryComments.id });
    if (restored.length === 0) {
      const exists =
        targetKind === 'DIARY'
          ? await tx.select({ id: diaries.id }).from(diaries).where(eq(diaries.id, targetId)).limit(1)
          : await tx.select({ id: diaryComments.id }).from(diaryComments).where(eq(diaryComments.id, targetId)).limit(1);
      if (exists.length === 0) throw new AppError(targetKind === 'DIARY' ? 'NoSuchDiaryException' : 'NoSuchCommentException');
      throw new AppError('NotHiddenContentException');
    }
    await tx
      .update(reports)
      .set({ handledAt: now })
      .where(and(open, eq(reports.targetKind, targetKind), eq(reports.targetId, targetId)));
    await recordAudit(
      tx,
      actor,
      {
        action: targetKind === 'DIARY' ? 'diary.restore' : 'comment.restore',
        resourceKind: targetKind === 'DIARY' ? 'diary' : 'comment',
        resourceId: targetId,
        before: { hidden: true },
        after: { hidden: false },
        reason,
      },
      now,
    );
    return { restored: true };
  });
}

/** Why the caller is restricted: the one thing /error/032 asks (decision 0030). */
export async function restrictionOf(db: Db, memberId: number): Promise<RestrictionData> {
  const [row] = await db
    .select({ status: users.status, reason: users.restrictionReason, since: users.restrictedAt })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  if (!row || row.status !== 'RESTRICTED') return { restricted: false, reason: null, since: null };
  return { restricted: true, reason: row.reason, since: row.since?.toISOString() ?? null };
}
