import { koreaDayOf } from '../../../src/contract/calendar/today.ts';
import type { Db } from '../../db/client.ts';
import { childMeasurements } from '../../db/schema/children.ts';
import { syncCurrentMeasures } from './current-measures.ts';

type Queryable = Pick<Db, 'select' | 'update' | 'insert'>;

/**
 * The height/weight given at birth (adding a born child, or marking an unborn one born) are the
 * child's first growth measurement, dated the birth day in Korea time; the summary's current
 * measures follow from it (decision 0015). Nothing is recorded when neither is given.
 */
export async function recordBirthMeasures(
  tx: Queryable,
  childId: number,
  birthDateTime: string,
  height: number | null | undefined,
  weight: number | null | undefined,
): Promise<void> {
  if (height == null && weight == null) return;
  const measuredOn = koreaDayOf(birthDateTime);
  await tx
    .insert(childMeasurements)
    .values({ childId, measuredOn, heightCm: height ?? null, weightKg: weight ?? null })
    .onConflictDoUpdate({ target: [childMeasurements.childId, childMeasurements.measuredOn], set: { heightCm: height ?? null, weightKg: weight ?? null } });
  await syncCurrentMeasures(tx, childId);
}
