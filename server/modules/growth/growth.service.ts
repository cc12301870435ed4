import { and, desc, eq, ne } from 'drizzle-orm';
import type { Measurement, MeasurementBody } from '../../../src/contract/growth-api.ts';
import { implausibleFields, roundMeasure, scoresOf, type Measures } from '../../../src/contract/growth/measures.ts';
import { whoLms } from '../../../src/contract/growth/who-lms.ts';
import { daysSinceBirthOn } from '../../../src/contract/calendar/age.ts';
import { daysUntil } from '../../../src/contract/calendar/d-day.ts';
import type { Db } from '../../db/client.ts';
import { childMeasurements } from '../../db/schema/children.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { syncCurrentMeasures } from '../children/current-measures.ts';
import { bornSex, familyChild, type ChildRow } from '../children/own-child.ts';

type MeasurementRow = typeof childMeasurements.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Days from the Korea-time birth date to the measurement date (day 0 = the birth date). */
function ageInDays(child: ChildRow, date: string): number | null {
  if (!child.birthDateTime) return null;
  return daysSinceBirthOn(child.birthDateTime, date);
}

function view(row: MeasurementRow, child: ChildRow): Measurement {
  const age = ageInDays(child, row.measuredOn) ?? 0;
  const measures: Measures = { heightCm: row.heightCm, weightKg: row.weightKg, headCm: row.headCm };
  return { id: row.id, date: row.measuredOn, ageInDays: age, ...measures, ...scoresOf(measures, bornSex(child), age, whoLms) };
}

export function createGrowthService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * The body as it will be stored, after the rules a user fixes in place: a born child, a date that is
   * neither in the future (Korea time) nor before the birth date, and plausible values.
   */
  function checked(child: ChildRow, body: MeasurementBody) {
    if (!child.born || !child.birthDateTime) throw new AppError('UnbornChildMeasurementException');
    if (daysUntil(body.date, clock.now()) > 0) throw new AppError('FutureMeasurementDateException');
    const age = ageInDays(child, body.date) ?? 0;
    if (age < 0) throw new AppError('MeasurementBeforeBirthException');
    const round = (field: keyof Measures, value: number | null) => (value == null ? null : roundMeasure(field, value));
    const measures: Measures = { heightCm: round('heightCm', body.heightCm), weightKg: round('weightKg', body.weightKg), headCm: round('headCm', body.headCm) };
    const bad = implausibleFields(measures, bornSex(child), age, whoLms);
    if (bad.length > 0) throw new AppError('ImplausibleMeasurementException', bad.join(','));
    return { measuredOn: body.date, ...measures };
  }

  /**
   * Every write locks the child row first: writes to one child run one after another, so that
   * syncCurrentMeasures always sees the latest measurement (on PostgreSQL as on PGlite), and the day
   * check below is not raced. The unique index (child, day) stays the last word.
   */
  async function write<T>(memberId: number, childId: number, work: (tx: Tx, child: ChildRow) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const child = await familyChild(tx, memberId, childId, { lock: true });
        const result = await work(tx, child);
        await syncCurrentMeasures(tx, child.id);
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('AlreadyMeasuredOnDateException');
      throw error;
    }
  }

  async function dayTaken(tx: Tx, childId: number, date: string, exceptId?: number): Promise<boolean> {
    const same = and(
      eq(childMeasurements.childId, childId),
      eq(childMeasurements.measuredOn, date),
      exceptId === undefined ? undefined : ne(childMeasurements.id, exceptId),
    );
    const [row] = await tx.select({ id: childMeasurements.id }).from(childMeasurements).where(same).limit(1);
    return row !== undefined;
  }

  async function ownMeasurement(tx: Tx, childId: number, measurementId: number): Promise<MeasurementRow> {
    const [row] = await tx
      .select()
      .from(childMeasurements)
      .where(and(eq(childMeasurements.id, measurementId), eq(childMeasurements.childId, childId)))
      .limit(1);
    if (!row) throw new AppError('NoSuchChildMeasurementException');
    return row;
  }

  return {
    async list(memberId: number, childId: number): Promise<Measurement[]> {
      const child = await familyChild(db, memberId, childId);
      const rows = await db.select().from(childMeasurements).where(eq(childMeasurements.childId, child.id)).orderBy(desc(childMeasurements.measuredOn));
      return rows.map((row) => view(row, child));
    },

    add(memberId: number, childId: number, body: MeasurementBody): Promise<Measurement> {
      return write(memberId, childId, async (tx, child) => {
        const values = checked(child, body);
        if (await dayTaken(tx, child.id, values.measuredOn)) throw new AppError('AlreadyMeasuredOnDateException');
        const [row] = await tx
          .insert(childMeasurements)
          .values({ childId: child.id, ...values })
          .returning();
        if (!row) throw new AppError('UnknownErrorOccurred');
        return view(row, child);
      });
    },

    edit(memberId: number, childId: number, measurementId: number, body: MeasurementBody): Promise<Measurement> {
      return write(memberId, childId, async (tx, child) => {
        await ownMeasurement(tx, child.id, measurementId);
        const values = checked(child, body);
        if (await dayTaken(tx, child.id, values.measuredOn, measurementId)) throw new AppError('AlreadyMeasuredOnDateException');
        const [row] = await tx.update(childMeasurements).set(values).where(eq(childMeasurements.id, measurementId)).returning();
        if (!row) throw new AppError('NoSuchChildMeasurementException');
        return view(row, child);
      });
    },

    remove(memberId: number, childId: number, measurementId: number): Promise<null> {
      return write(memberId, childId, async (tx, child) => {
        await ownMeasurement(tx, child.id, measurementId);
        await tx.delete(childMeasurements).where(eq(childMeasurements.id, measurementId));
        return null;
      });
    },
  };
}

export type GrowthService = ReturnType<typeof createGrowthService>;
