/**
 * Child profile edits, deletion and the profile image (decisions 0011, 0012). Every write runs in one
 * transaction holding the row locks its checks depend on (decision 0011), so the rules hold on
 * PostgreSQL under concurrent requests, not only on PGlite's one-query-at-a-time.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { birthInFuture, type ChildEdit, type ChildSummaryData } from '../../../src/contract/child.ts';
import { children } from '../../db/schema/children.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordBirthMeasures } from './birth-measures.ts';
import { checkChildDeletable } from './child-delete-guard.ts';
import { childFileKeys } from './child-files.ts';
import { forgetFiles, storeThenCommit } from '../../lib/stored-files.ts';
import { childSummaryData } from './child-view.ts';
import { inFamily, ownChild, type ChildRow } from './own-child.ts';

type Changes = Partial<typeof children.$inferInsert>;

/** The row changes an edit makes, or the error it deserves (pure: the stored row is given). */
export function planEdit(row: ChildRow, edit: ChildEdit, now: Date): { set: Changes; markingBorn: boolean } {
  if (edit.version !== row.version) throw new AppError('ChildEditConflictException');
  if (row.born && edit.born === false) throw new AppError('BornChildCannotBeUnbornException');
  const born = edit.born ?? row.born;
  const markingBorn = born && !row.born;
  const set: Changes = {};
  if (edit.nickname !== undefined) set.nickname = edit.nickname;
  if (edit.sex !== undefined) set.sex = edit.sex;
  // SPEC §3: a born child's sex is M or F; only an unborn one may be '아직 몰라요' (decision 0071).
  if (born && (edit.sex === undefined ? row.sex : edit.sex) === null) throw new AppError('BadRequest', 'a born child is a boy or a girl');
  if (born) {
    if (edit.birthDueDate !== undefined) throw new AppError('BadRequest', 'a born child has no due date');
    if (markingBorn) {
      if (edit.birthDateTime === undefined) throw new AppError('BadRequest', 'marking born needs birthDateTime');
      set.born = true;
      set.birthDueDate = null;
    } else if (edit.height !== undefined || edit.weight !== undefined) {
      // After birth, height and weight are growth records (decision 0015), not profile fields.
      throw new AppError('BadRequest', 'height and weight are recorded as measurements');
    }
    if (edit.birthDateTime !== undefined && birthInFuture(edit.birthDateTime, now)) throw new AppError('FutureBirthDateException');
    if (edit.birthDateTime !== undefined) set.birthDateTime = new Date(edit.birthDateTime);
  } else if (edit.birthDateTime !== undefined || edit.height !== undefined || edit.weight !== undefined) {
    throw new AppError('BadRequest', 'an unborn child has no birth details');
  } else if (edit.birthDueDate !== undefined) {
    set.birthDueDate = edit.birthDueDate;
  }
  return { set, markingBorn };
}

export function createChildProfileService(deps: Deps) {
  const { db } = deps.database;
  const { clock, urls } = deps;

  async function reload(tx: Pick<typeof db, 'select'>, id: number): Promise<ChildRow> {
    const [row] = await tx.select().from(children).where(eq(children.id, id)).limit(1);
    if (!row) throw new AppError('NoSuchChildException');
    return row;
  }

  /** A file that is no longer referenced; a failure leaves an orphan file, never a broken child. */
  const forget = (key: string | null) => forgetFiles(deps, [key], 'a child profile');

  return {
    async edit(memberId: number, childId: number, edit: ChildEdit): Promise<ChildSummaryData> {
      const row = await db.transaction(async (tx) => {
        const current = await ownChild(tx, memberId, childId, { lock: true });
        const { set, markingBorn } = planEdit(current, edit, clock.now());
        await tx
          .update(children)
          .set({ ...set, version: current.version + 1, updatedAt: clock.now() })
          .where(eq(children.id, current.id));
        if (markingBorn && edit.birthDateTime) await recordBirthMeasures(tx, current.id, edit.birthDateTime, edit.height, edit.weight);
        return reload(tx, current.id);
      });
      return childSummaryData(row, clock.now(), urls, memberId);
    },

    /**
     * Deletes the child (its records go by the foreign keys' cascade) and moves the selection, unless
     * a purchase for it is under way (checkChildDeletable, decision 0077); the
     * child's files (profile photo, diary photos, examination PDFs) are read before the rows go and
     * deleted after the commit (decision 0032).
     */
    async remove(memberId: number, childId: number): Promise<{ selectedChildId: number | null }> {
      const { selectedChildId, fileKeys } = await db.transaction(async (tx) => {
        // Member row first, child second: the same order as adding a child, so no deadlock.
        const [me] = await tx.select({ selectedChildId: users.selectedChildId }).from(users).where(eq(users.id, memberId)).for('update');
        const row = await ownChild(tx, memberId, childId, { lock: true });
        await checkChildDeletable(tx, memberId, row.id, clock.now());
        const keys = await childFileKeys(tx, [row.id]);
        // Its guardians' selection of it goes too (decision 0097); the owner's moves below.
        await tx
          .update(users)
          .set({ selectedChildId: null })
          .where(and(eq(users.selectedChildId, row.id), ne(users.id, memberId)));
        await tx.delete(children).where(eq(children.id, row.id));
        let selected = me?.selectedChildId ?? null;
        if (selected === row.id) {
          const [next] = await tx.select({ id: children.id }).from(children).where(inFamily(memberId)).orderBy(asc(children.id)).limit(1);
          selected = next?.id ?? null;
          await tx.update(users).set({ selectedChildId: selected, updatedAt: clock.now() }).where(eq(users.id, memberId));
        }
        return { selectedChildId: selected, fileKeys: keys };
      });
      await forgetFiles(deps, fileKeys, 'a deleted child');
      return { selectedChildId };
    },

    /** Stores the processed image under a new random key, then points the child at it (storeThenCommit, decision 0091). */
    async setImage(memberId: number, childId: number, file: { bytes: Uint8Array; contentType: string; extension: string }): Promise<ChildSummaryData> {
      const { row, replaced } = await storeThenCommit(deps, { folder: 'profile', ...file }, (key) =>
        db.transaction(async (tx) => {
          const current = await ownChild(tx, memberId, childId, { lock: true });
          await tx.update(children).set({ profileImageKey: key, updatedAt: clock.now() }).where(eq(children.id, current.id));
          return { row: await reload(tx, current.id), replaced: current.profileImageKey };
        }),
      );
      await forget(replaced);
      return childSummaryData(row, clock.now(), urls, memberId);
    },

    async removeImage(memberId: number, childId: number): Promise<ChildSummaryData> {
      let removed: string | null = null;
      const row = await db.transaction(async (tx) => {
        const current = await ownChild(tx, memberId, childId, { lock: true });
        removed = current.profileImageKey;
        await tx.update(children).set({ profileImageKey: null, updatedAt: clock.now() }).where(eq(children.id, current.id));
        return reload(tx, current.id);
      });
      await forget(removed);
      return childSummaryData(row, clock.now(), urls, memberId);
    },
  };
}

export type ChildProfileService = ReturnType<typeof createChildProfileService>;
