import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { AppError } from '../../lib/app-error.ts';

export type ChildRow = typeof children.$inferSelect;

/** A child of this member, or 404 NoSuchChildException: another member's child looks like none. */
export async function ownChild(db: Db, memberId: number, childId: number): Promise<ChildRow> {
  const [row] = await db.select().from(children).where(and(eq(children.id, childId), eq(children.memberId, memberId))).limit(1);
  if (!row) throw new AppError('NoSuchChildException');
  return row;
}
