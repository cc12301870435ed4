/**
 * The expert comment queue as the back office watches it (SPEC §2 /admin/parent-diary/comment;
 * decisions 0027, 0042): every request, waiting, overdue past EXPERT_COMMENT_SLA_HOURS, or written,
 * with the counts of waiting and overdue right now; and the reassignment of a waiting request to an
 * active expert, audited on its entry. The expert desk puts requests assigned to the reading expert first.
 */
import { and, asc, count, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ExpertQueueRow } from '../../../src/contract/admin-comments-api.ts';
import type { ExpertQueueQuery } from '../../../src/contract/admin-comments.ts';
import { EXPERT_COMMENT_SLA_HOURS } from '../../../src/contract/expert-comments.ts';
import type { AdminExpertComment } from '../../../src/contract/admin-diaries-api.ts';
import type { Db } from '../../db/client.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { users } from '../../db/schema/users.ts';
import { countAll, idIs, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { declareList, lookupText } from '../../lib/list-declaration.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { adminExpertCommentOf, adminExpertCommentView, assigned, expertCommentColumns, writer } from './diary-detail.ts';
import { authorNicknameContains } from './diary-list.ts';

const dueBefore = (now: Date) => new Date(now.getTime() - EXPERT_COMMENT_SLA_HOURS * 3_600_000);
const waiting = isNull(expertComments.content);

function statusCondition(status: ExpertQueueQuery['status'], now: Date): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'WAITING':
      return and(waiting, gt(expertComments.requestedAt, dueBefore(now)));
    case 'OVERDUE':
      return and(waiting, lte(expertComments.requestedAt, dueBefore(now)));
    case 'WRITTEN':
      return isNotNull(expertComments.content);
  }
}

const SEARCH: SearchSpec<NonNullable<ExpertQueueQuery['category']>> = {
  id: (q) => idIs(diaries.memberId, q),
  nickname: (q) => authorNicknameContains(diaries.memberId, q),
};

function queueWhere(query: ExpertQueueQuery, now: Date): SQL | undefined {
  return and(
    searchOf(SEARCH, query.category, query.q),
    query.expertId === undefined ? undefined : or(eq(expertComments.assignedExpertId, query.expertId), eq(expertComments.expertId, query.expertId)),
    statusCondition(query.status, now),
  );
}

const SORT_COLUMNS = { requestedAt: expertComments.requestedAt, id: expertComments.id };

/** The member's nickname is a lookup: the count reads the requests and their entries, as it did (decision 0090). */
export const expertQueueDeclaration = declareList({
  select: (db: Pick<Db, 'select'>, { now }: { now: Date }) =>
    db
      .select({
        ...expertCommentColumns(now),
        memberId: diaries.memberId,
        memberNickname: lookupText(users.nickname, eq(users.id, diaries.memberId)),
        entryDate: diaries.entryDate,
        diaryTitle: diaries.title,
      })
      .from(expertComments)
      .innerJoin(diaries, eq(diaries.id, expertComments.diaryId))
      .leftJoin(assigned, eq(assigned.id, expertComments.assignedExpertId))
      .leftJoin(writer, eq(writer.id, expertComments.expertId))
      .$dynamic(),
  id: expertComments.id,
  where: (query: ExpertQueueQuery, { now }) => queueWhere(query, now),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (row): ExpertQueueRow => ({
    ...adminExpertCommentView(row),
    member: { id: row.memberId, nickname: row.memberNickname ?? '' },
    entryDate: row.entryDate,
    diaryTitle: row.diaryTitle,
  }),
});

export async function expertQueue(db: Db, query: ExpertQueueQuery, now: Date) {
  const [counts] = await db
    .select({
      waiting: countAll(),
      overdue: sql<number>`(count(*) filter (where ${expertComments.requestedAt} <= ${dueBefore(now)}))::int`,
    })
    .from(expertComments)
    .where(waiting);
  const page = await expertQueueDeclaration.page(db, query, { now });
  return { ...page, waiting: counts?.waiting ?? 0, overdue: counts?.overdue ?? 0, slaHours: EXPERT_COMMENT_SLA_HOURS };
}

/** Active experts by nickname, each with the waiting requests assigned to them. */
export async function activeExperts(db: Db) {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, assignedWaiting: count(expertComments.id) })
    .from(users)
    .leftJoin(expertComments, and(eq(expertComments.assignedExpertId, users.id), waiting))
    .where(and(eq(users.role, 'ROLE_EXPERT'), eq(users.status, 'ACTIVE')))
    .groupBy(users.id)
    .orderBy(asc(users.nickname), asc(users.id));
  return { experts: rows.map((r) => ({ id: r.id, nickname: r.nickname ?? '', assignedWaiting: Number(r.assignedWaiting) })) };
}

/**
 * A waiting request goes to an active expert (NoSuchUserException otherwise); a written one is
 * refused (ExpertCommentAlreadyWrittenException), a missing one is NoSuchCommentException. The
 * audit row is the entry's (one request per entry), so its detail shows who had it before.
 */
export async function reassign(db: Db, actor: AuditActor, requestId: number, expertId: number, reason: string, now: Date): Promise<AdminExpertComment> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(expertComments).where(eq(expertComments.id, requestId)).limit(1).for('update');
    if (!request) throw new AppError('NoSuchCommentException');
    if (request.content !== null) throw new AppError('ExpertCommentAlreadyWrittenException');
    const [expert] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, expertId), eq(users.role, 'ROLE_EXPERT'), eq(users.status, 'ACTIVE')))
      .limit(1);
    if (!expert) throw new AppError('NoSuchUserException');
    await tx.update(expertComments).set({ assignedExpertId: expert.id, assignedAt: now }).where(eq(expertComments.id, request.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'comment.reassign',
        resourceKind: 'diary',
        resourceId: request.diaryId,
        before: { expertCommentId: request.id, assignedExpertId: request.assignedExpertId },
        after: { expertCommentId: request.id, assignedExpertId: expert.id },
        reason,
      },
      now,
    );
    const view = await adminExpertCommentOf(tx, eq(expertComments.id, request.id), now);
    if (!view) throw new AppError('NoSuchCommentException');
    return view;
  });
}
