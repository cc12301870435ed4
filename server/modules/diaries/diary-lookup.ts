/**
 * Who may reach a diary entry (decision 0097): its author shares it and buys a comment for it; the
 * child's owner and guardians read it, edit it and give it photos; its author or the child's owner
 * deletes it. Any other entry is 404 NoSuchDiaryException, as one that is not there.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { inFamily } from '../children/own-child.ts';
import type { DiaryRow } from './diary-view.ts';

type Queryable = Pick<Db, 'select'>;
type Lock = { lock?: boolean };

async function diaryWhere(q: Queryable, where: SQL | undefined, options: Lock): Promise<DiaryRow> {
  const query = q.select().from(diaries).where(where).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NoSuchDiaryException');
  return row;
}

export function ownDiaryRow(q: Queryable, memberId: number, id: number, options: Lock = {}): Promise<DiaryRow> {
  return diaryWhere(q, and(eq(diaries.id, id), eq(diaries.memberId, memberId)), options);
}

export function familyDiaryRow(q: Queryable, memberId: number, id: number, options: Lock = {}): Promise<DiaryRow> {
  const family = q.select({ id: children.id }).from(children).where(inFamily(memberId));
  return diaryWhere(q, and(eq(diaries.id, id), inArray(diaries.childId, family)), options);
}

/** Under the row lock, for the delete's transaction. */
export function removableDiaryRow(q: Queryable, memberId: number, id: number): Promise<DiaryRow> {
  const owned = q.select({ id: children.id }).from(children).where(eq(children.memberId, memberId));
  return diaryWhere(q, and(eq(diaries.id, id), or(eq(diaries.memberId, memberId), inArray(diaries.childId, owned))), { lock: true });
}

/** The authors' nicknames by member id (one or two: the owner and a guardian). */
export async function authorNames(q: Queryable, rows: readonly Pick<DiaryRow, 'memberId'>[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.memberId))];
  if (ids.length === 0) return new Map();
  const found = await q.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.nickname ?? '']));
}
