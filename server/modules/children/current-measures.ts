import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { childMeasurements, children } from '../../db/schema/children.ts';

/** A transaction or the database itself: both run the same queries. */
type Queryable = Pick<Db, 'select' | 'update'>;

/**
 * The summary's currentHeight/currentWeight are the latest measurement (decision 0015). They are kept on
 * the child row so that the child list (the benchmarked call) stays one query; every write of a
 * measurement calls this in the same transaction.
 */
export async function syncCurrentMeasures(tx: Queryable, childId: number): Promise<void> {
  const [height] = await tx
    .select({ value: childMeasurements.heightCm })
    .from(childMeasurements)
    .where(and(eq(childMeasurements.childId, childId), isNotNull(childMeasurements.heightCm)))
    .orderBy(desc(childMeasurements.measuredOn))
    .limit(1);
  const [weight] = await tx
    .select({ value: childMeasurements.weightKg })
    .from(childMeasurements)
    .where(and(eq(childMeasurements.childId, childId), isNotNull(childMeasurements.weightKg)))
    .orderBy(desc(childMeasurements.measuredOn))
    .limit(1);
  await tx
    .update(children)
    .set({ height: height?.value ?? null, weight: weight?.value ?? null })
    .where(eq(children.id, childId));
}
