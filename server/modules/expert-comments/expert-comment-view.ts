/**
 * The expert comment of one diary entry as both sides read it (decision 0027): the request row, its
 * derived status and the comment with its expert's nickname.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ageLevel, ageOnDay } from '../../../src/contract/calendar/age.ts';
import type { DiaryExpertComment, ExpertChild } from '../../../src/contract/expert-comments.ts';
import type { Db } from '../../db/client.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

export type Queryable = Pick<Db, 'select'>;
export type ExpertCommentRow = typeof expertComments.$inferSelect;

/** Order item statuses that hold a DIARY_COMMENT (the partial unique index of decision 0022). */
export const LIVE_ITEM_STATUSES = ['WAITING_FOR_DEPOSIT', 'PAID', 'PROVIDED'] as const;

/** The entry's request, locked for the rest of the transaction when asked. */
export async function requestOf(q: Queryable, diaryId: number, options: { lock?: boolean } = {}): Promise<ExpertCommentRow | undefined> {
  const query = q.select().from(expertComments).where(eq(expertComments.diaryId, diaryId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A paid or deposit-waiting DIARY_COMMENT item for the entry (it will become a request). */
export async function liveOrderItemOf(q: Queryable, diaryId: number): Promise<number | undefined> {
  const [row] = await q
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderableType, 'DIARY_COMMENT'), eq(orderItems.targetId, diaryId), inArray(orderItems.status, [...LIVE_ITEM_STATUSES])))
    .limit(1);
  return row?.id;
}

export function expertCommentView(diaryId: number, row: ExpertCommentRow | undefined, expertNickname: string | null): DiaryExpertComment {
  if (!row) return { diaryId, status: 'NONE', via: null, requestedAt: null, comment: null };
  const written = row.content !== null && row.writtenAt !== null;
  return {
    diaryId,
    status: written ? 'WRITTEN' : 'REQUESTED',
    via: row.via,
    requestedAt: row.requestedAt.toISOString(),
    comment:
      written && row.content !== null && row.writtenAt !== null
        ? { content: row.content, expertNickname, writtenAt: row.writtenAt.toISOString(), updatedAt: (row.updatedAt ?? row.writtenAt).toISOString() }
        : null,
  };
}

/** The entry's expert comment as answered to the member and the expert. */
export async function readExpertComment(q: Queryable, diaryId: number): Promise<DiaryExpertComment> {
  const [found] = await q
    .select({ row: expertComments, nickname: users.nickname })
    .from(expertComments)
    .leftJoin(users, eq(users.id, expertComments.expertId))
    .where(eq(expertComments.diaryId, diaryId))
    .limit(1);
  return expertCommentView(diaryId, found?.row, found?.nickname ?? null);
}

/** The child's nickname and age on the entry's Korea-time day (SPEC §4 age level). */
export function expertChild(child: { nickname: string; birthDateTime: Date | null }, entryDate: string): ExpertChild {
  if (!child.birthDateTime) return { nickname: child.nickname, ageMonths: 0, ageLevel: 0 };
  const months = ageOnDay(child.birthDateTime, entryDate)?.months ?? 0;
  return { nickname: child.nickname, ageMonths: months, ageLevel: ageLevel(months) };
}
