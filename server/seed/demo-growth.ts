import { civilOf, koreaDayNumber } from '../../src/contract/calendar/days.ts';
import { syncCurrentMeasures } from '../modules/children/current-measures.ts';
import type { Db } from '../db/client.ts';
import { childMeasurements } from '../db/schema/children.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * 도담이 (girl, born 400 days before `now`): a plausible series from birth to today, from about the
 * 70th percentile at birth growing to about the 88th (height) and 80th (weight) — computed once from
 * the WHO tables — ending at the 78.5 cm / 10.2 kg the child row was seeded with.
 */
const SERIES: readonly (readonly [day: number, heightCm: number, weightKg: number, headCm: number | null])[] = [
  [0, 50.2, 3.39, 34.1],
  [33, 55.3, 4.5, 37.0],
  [61, 58.5, 5.41, 38.6],
  [124, 63.9, 6.86, 41.0],
  [186, 67.9, 7.86, 42.5],
  [279, 72.8, 8.99, 44.0],
  [365, 76.9, 9.86, 45.1],
  [400, 78.5, 10.2, null],
];

export async function seedDemoGrowth(tx: Tx, ids: { dodamId: number }, now: Date): Promise<void> {
  const birthDay = koreaDayNumber(now.getTime()) - 400;
  const iso = (day: number) => {
    const { year, month, day: d } = civilOf(birthDay + day);
    return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  };
  await tx
    .insert(childMeasurements)
    .values(SERIES.map(([day, heightCm, weightKg, headCm]) => ({ childId: ids.dodamId, measuredOn: iso(day), heightCm, weightKg, headCm })));
  await syncCurrentMeasures(tx, ids.dodamId);
}
