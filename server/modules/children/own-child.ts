import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { childGuardians } from '../../db/schema/guardians.ts';
import { AppError } from '../../lib/app-error.ts';

/** A transaction or the database itself. */
type Queryable = Pick<Db, 'select'>;
type Lock = { lock?: boolean };

/**
 * A child of this member, or 404 NoSuchChildException: another member's child is indistinguishable
 * from none. `lock` takes the row lock (SELECT … FOR UPDATE) inside a transaction, so that the
 * checks made on the row hold until the write (decision 0011).
 */
export function ownChild(db: Queryable, memberId: number, childId: number, options: Lock = {}): Promise<ChildRow> {
  return childWhere(db, childId, eq(children.memberId, memberId), options);
}

export type ChildRow = typeof children.$inferSelect;

/** The children whose family the member is in: its own and those it is a guardian of (decision 0097). */
export function inFamily(memberId: number | Placeholder | AnyPgColumn): SQL {
  const guarded = sql`exists (select 1 from ${childGuardians} where ${childGuardians.childId} = ${children.id} and ${childGuardians.memberId} = ${memberId})`;
  return or(eq(children.memberId, memberId), guarded) ?? guarded;
}

/**
 * A child the member owns or is a guardian of (decision 0097): its diary, records and schedules. A
 * removed guardian gets 404 NoSuchChildException on its next call, as for a child that is not there.
 * What only the owner does (the profile, deleting, buying, inviting) keeps `ownChild`.
 */
export function familyChild(db: Queryable, memberId: number, childId: number, options: Lock = {}): Promise<ChildRow> {
  return childWhere(db, childId, inFamily(memberId), options);
}

/** The child with this id that `reach` allows, or 404 NoSuchChildException. */
async function childWhere(db: Queryable, childId: number, reach: SQL, options: Lock): Promise<ChildRow> {
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), reach))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NoSuchChildException');
  return row;
}

/**
 * The member's child or null, read under a share lock (decision 0077): an order settling for it
 * holds the lock to its commit, so a delete of the child waits and then sees the purchase.
 */
export async function ownChildOrNull(q: Queryable, memberId: number, childId: number): Promise<ChildRow | null> {
  const [row] = await q
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.memberId, memberId)))
    .limit(1)
    .for('share');
  return row ?? null;
}

/**
 * The sex of a born child, never null: the children_born_sex_check constraint allows null only while
 * unborn (decision 0071). Callers reach here with a born child; a row that breaks this is a fault.
 */
export function bornSex(child: Pick<ChildRow, 'sex'>): 'MALE' | 'FEMALE' {
  if (child.sex === null) throw new AppError('UnknownErrorOccurred');
  return child.sex;
}
