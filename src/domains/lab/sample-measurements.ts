/**
 * The chart lab's sample child: a girl measured from birth to her first birthday, near the WHO
 * median (decision 0040). Sample data only; percentiles are left to the chart's own WHO lines.
 */
import type { Measurement } from '../../contract/growth-api.ts';

export const SAMPLE_CHILD = { nickname: '도담이', sex: 'FEMALE', ageToday: 365 } as const;

const ROWS: readonly [date: string, ageInDays: number, heightCm: number, weightKg: number, headCm: number][] = [
  ['2025-03-14', 0, 49.3, 3.25, 33.9],
  ['2025-04-14', 31, 53.5, 4.1, 36.6],
  ['2025-05-14', 61, 57.0, 5.0, 38.3],
  ['2025-06-16', 94, 60.1, 5.9, 39.6],
  ['2025-07-14', 122, 62.0, 6.3, 40.5],
  ['2025-09-15', 185, 65.9, 7.4, 42.3],
  ['2025-12-15', 276, 70.4, 8.3, 43.6],
  ['2026-03-14', 365, 74.3, 9.0, 44.9],
];

export const SAMPLE_MEASUREMENTS: readonly Measurement[] = ROWS.map(([date, ageInDays, heightCm, weightKg, headCm], i) => ({
  id: i + 1,
  date,
  ageInDays,
  heightCm,
  weightKg,
  headCm,
  heightZ: null,
  heightPercentile: null,
  weightZ: null,
  weightPercentile: null,
  headZ: null,
  headPercentile: null,
}));
