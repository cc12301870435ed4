/** The growth chart's columns (pure): ages in months, the WHO lines for the child's sex, the child's points. */
import type { Sex } from '../../contract/child.ts';
import type { Measurement } from '../../contract/growth-api.ts';
import { BANDS, valueAtZ } from '../../contract/growth/lms.ts';
import { WHO_LAST_DAY, type GrowthIndicator, type LmsLookup } from '../../contract/growth/measures.ts';

/** Average month length, as WHO converts days to months (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;
/** The shortest span drawn, so that a newborn's chart is not a sliver. */
const MIN_SPAN_DAYS = 92;
const POINTS_ACROSS = 160;

export type ChartData = {
  /** x: age in months. */
  months: number[];
  /** P3, P15, P50, P85, P97 in BANDS order. */
  bands: number[][];
  /** The child's value at each x, null between measurements. */
  child: (number | null)[];
  /** How many of the child's values are charted, and how many lie beyond 1856 days. */
  charted: number;
  beyondStandard: number;
};

const VALUE_OF = { weight: (m: Measurement) => m.weightKg, height: (m: Measurement) => m.heightCm, head: (m: Measurement) => m.headCm } as const;
const valueOf = (m: Measurement, indicator: GrowthIndicator) => VALUE_OF[indicator](m);

export function chartData(input: {
  indicator: GrowthIndicator;
  sex: Sex;
  ageToday: number;
  measurements: readonly Measurement[];
  lookup: LmsLookup;
}): ChartData {
  const points = new Map<number, number>();
  let beyondStandard = 0;
  for (const m of input.measurements) {
    const value = valueOf(m, input.indicator);
    if (value == null) continue;
    if (m.ageInDays > WHO_LAST_DAY) beyondStandard += 1;
    else if (m.ageInDays >= 0) points.set(m.ageInDays, value);
  }
  const lastAge = Math.max(input.ageToday, ...points.keys());
  const end = Math.min(WHO_LAST_DAY, Math.max(MIN_SPAN_DAYS, lastAge + 15));
  const step = Math.max(1, Math.round(end / POINTS_ACROSS));
  const days = new Set<number>([end, ...points.keys()]);
  for (let day = 0; day < end; day += step) days.add(day);
  const sorted = [...days].filter((day) => day <= end).sort((a, b) => a - b);

  const bands = BANDS.map(() => [] as number[]);
  const months: number[] = [];
  const child: (number | null)[] = [];
  for (const day of sorted) {
    const lms = input.lookup(input.indicator, input.sex, day);
    if (!lms) continue;
    months.push(day / DAYS_PER_MONTH);
    BANDS.forEach((band, i) => bands[i]?.push(valueAtZ(band.z, lms)));
    child.push(points.get(day) ?? null);
  }
  return { months, bands, child, charted: points.size, beyondStandard };
}
