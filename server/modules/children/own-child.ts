import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { AppError } from '../../lib/app-error.ts';

/** A transaction or the database itself. */
type Queryable = Pick<Db, 'select'>;

/**
 * A child of this member, or 404 NoSuchChildException: another member's child is indistinguishable
 * from none. `lock` takes the row lock (SELECT … FOR UPDATE) inside a transaction, so that the
 * checks made on the row hold until the write (decision 0011).
 */
export async function ownChild(db: Queryable, memberId: number, childId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.memberId, memberId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NoSuchChildException');
  return row;
}

export type ChildRow = typeof children.$inferSelect;

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
