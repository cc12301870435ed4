/**
 * The stored rows of a child's schedules: one per schedule item, created lazily on first read so
 * that every item has an id to PATCH. Shared by the service and the demo seed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CHECKUP_SCHEDULE } from '../../../src/contract/schedules/checkup-schedule.ts';
import { entriesFor, type ScheduleRecord } from '../../../src/contract/schedules/schedule-rules.ts';
import type { ScheduleEntry } from '../../../src/contract/schedules/schedule-types.ts';
import { VACCINATION_SCHEDULE } from '../../../src/contract/schedules/vaccination-schedule.ts';
import type { Db } from '../../db/client.ts';
import { childHealthCheckups, childVaccinations } from '../../db/schema/children.ts';

/** A transaction or the database itself. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

export type ScheduleKind = 'vaccinations' | 'checkups';

export const SCHEDULES: Record<ScheduleKind, readonly ScheduleEntry[]> = { vaccinations: VACCINATION_SCHEDULE, checkups: CHECKUP_SCHEDULE };

export type StoredRow = ScheduleRecord & { key: string };

export async function readRows(db: Queryable, kind: ScheduleKind, childId: number): Promise<StoredRow[]> {
  if (kind === 'vaccinations') {
    const t = childVaccinations;
    return db.select({ id: t.id, key: t.scheduleKey, date: t.vaccinatedOn, memo: t.memo, undated: t.undated }).from(t).where(eq(t.childId, childId));
  }
  const t = childHealthCheckups;
  return db.select({ id: t.id, key: t.scheduleKey, date: t.checkedOn, memo: t.memo, undated: t.undated }).from(t).where(eq(t.childId, childId));
}

/**
 * Inserts the missing rows. ON CONFLICT DO NOTHING on the unique (child, key) index makes two
 * first reads racing each other safe: the loser's insert of an existing key is a no-op, not an error.
 */
async function insertKeys(db: Queryable, kind: ScheduleKind, childId: number, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const values = keys.map((scheduleKey) => ({ childId, scheduleKey }));
  if (kind === 'vaccinations') {
    await db
      .insert(childVaccinations)
      .values(values)
      .onConflictDoNothing({ target: [childVaccinations.childId, childVaccinations.scheduleKey] });
  } else {
    await db
      .insert(childHealthCheckups)
      .values(values)
      .onConflictDoNothing({ target: [childHealthCheckups.childId, childHealthCheckups.scheduleKey] });
  }
}

/** Every row of the child's schedule, creating the missing ones first (a no-op after the first read). */
export async function ensureRows(db: Queryable, kind: ScheduleKind, child: { id: number; sex: 'MALE' | 'FEMALE' }): Promise<StoredRow[]> {
  const entries = entriesFor(SCHEDULES[kind], child.sex);
  const rows = await readRows(db, kind, child.id);
  const have = new Set(rows.map((r) => r.key));
  const missing = entries.filter((e) => !have.has(e.key)).map((e) => e.key);
  if (missing.length === 0) return rows;
  await insertKeys(db, kind, child.id, missing);
  return readRows(db, kind, child.id);
}

/** Sets date and memo of one row of the child; the updated row, or null when there is none. */
export async function writeRow(
  db: Queryable,
  kind: ScheduleKind,
  childId: number,
  rowId: number,
  date: string | null,
  memo: string | null,
  now: Date,
): Promise<StoredRow | null> {
  if (kind === 'vaccinations') {
    const t = childVaccinations;
    const [row] = await db
      .update(t)
      .set({ vaccinatedOn: date, undated: false, memo, updatedAt: now })
      .where(and(eq(t.id, rowId), eq(t.childId, childId)))
      .returning({ id: t.id, key: t.scheduleKey, date: t.vaccinatedOn, memo: t.memo, undated: t.undated });
    return row ?? null;
  }
  const t = childHealthCheckups;
  const [row] = await db
    .update(t)
    .set({ checkedOn: date, undated: false, memo, updatedAt: now })
    .where(and(eq(t.id, rowId), eq(t.childId, childId)))
    .returning({ id: t.id, key: t.scheduleKey, date: t.checkedOn, memo: t.memo, undated: t.undated });
  return row ?? null;
}

/**
 * Marks one row of the child done ('이미 맞았어요', decision 0071): its date, or undated when none is
 * known. The memo is kept. Only the caller's checked rows get here.
 */
export async function markRowDone(db: Queryable, kind: ScheduleKind, childId: number, rowId: number, date: string | null, now: Date): Promise<void> {
  if (kind === 'vaccinations') {
    const t = childVaccinations;
    await db
      .update(t)
      .set({ vaccinatedOn: date, undated: date === null, updatedAt: now })
      .where(and(eq(t.id, rowId), eq(t.childId, childId)));
    return;
  }
  const t = childHealthCheckups;
  await db
    .update(t)
    .set({ checkedOn: date, undated: date === null, updatedAt: now })
    .where(and(eq(t.id, rowId), eq(t.childId, childId)));
}

/** The stored rows of several children at once, by child (the reminder job reads a batch in one query per kind). */
export async function readRowsOfChildren(db: Queryable, kind: ScheduleKind, childIds: readonly number[]): Promise<Map<number, StoredRow[]>> {
  const byChild = new Map<number, StoredRow[]>();
  if (childIds.length === 0) return byChild;
  const rows =
    kind === 'vaccinations'
      ? await db
          .select({
            childId: childVaccinations.childId,
            id: childVaccinations.id,
            key: childVaccinations.scheduleKey,
            date: childVaccinations.vaccinatedOn,
            memo: childVaccinations.memo,
            undated: childVaccinations.undated,
          })
          .from(childVaccinations)
          .where(inArray(childVaccinations.childId, [...childIds]))
      : await db
          .select({
            childId: childHealthCheckups.childId,
            id: childHealthCheckups.id,
            key: childHealthCheckups.scheduleKey,
            date: childHealthCheckups.checkedOn,
            memo: childHealthCheckups.memo,
            undated: childHealthCheckups.undated,
          })
          .from(childHealthCheckups)
          .where(inArray(childHealthCheckups.childId, [...childIds]));
  for (const { childId, ...row } of rows) byChild.set(childId, [...(byChild.get(childId) ?? []), row]);
  return byChild;
}
