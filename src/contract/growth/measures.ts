/**
 * Measurement rules shared by the server and the form (decision 0015): plausible ranges per unit, the
 * WHO implausibility limits, and a measurement's z-scores and percentiles. The WHO tables are passed
 * in (`lookup`) so that this file stays light for the client's initial JS.
 */
import type { Sex } from '../child.ts';
import { roundedScore, zScore, type Lms } from './lms.ts';

/** Head circumference is scored against WHO's head-circumference-for-age, converted from ../shared (decisions 0076, 0080). */
export type GrowthIndicator = 'weight' | 'height' | 'head';
export type MeasureField = 'heightCm' | 'weightKg' | 'headCm';
export type Measures = { heightCm: number | null; weightKg: number | null; headCm: number | null };
export type LmsLookup = (indicator: GrowthIndicator, sex: Sex, ageInDays: number) => Lms | null;

/** The WHO standards cover days 0-1856 (0-5 years); beyond, a measurement has no percentile. */
export const WHO_LAST_DAY = 1856;

/**
 * Absolute ranges per unit for a child of any age, wide enough for a very premature newborn and a
 * tall teenager, narrow enough to refuse grams typed as kilograms (3400 kg) or metres as centimetres
 * (0.75 cm). Decimals: as the database keeps them.
 */
export const MEASURE_RANGES = {
  heightCm: { min: 30, max: 200, decimals: 1 },
  weightKg: { min: 0.3, max: 150, decimals: 2 },
  headCm: { min: 20, max: 70, decimals: 1 },
} as const satisfies Record<MeasureField, { min: number; max: number; decimals: number }>;

/**
 * WHO's flags for implausible values (WHO Anthro): weight-for-age z < −6 or > 5; length/height |z| > 6;
 * head-circumference-for-age |z| > 5.
 */
export const Z_LIMITS = {
  weight: { min: -6, max: 5 },
  height: { min: -6, max: 6 },
  head: { min: -5, max: 5 },
} as const satisfies Record<GrowthIndicator, { min: number; max: number }>;

const INDICATOR_OF = { heightCm: 'height', weightKg: 'weight', headCm: 'head' } as const satisfies Record<MeasureField, GrowthIndicator>;

/** Rounds to the decimals the database keeps (height 0.1 cm, weight 0.01 kg, head 0.1 cm). */
export function roundMeasure(field: MeasureField, value: number): number {
  const factor = 10 ** MEASURE_RANGES[field].decimals;
  return Math.round(value * factor) / factor;
}

export function inRange(field: MeasureField, value: number): boolean {
  const { min, max } = MEASURE_RANGES[field];
  return Number.isFinite(value) && value >= min && value <= max;
}

/** The z-score of a measure at an age, or null when the WHO tables do not cover it (or have no table for it). */
export function zOf(indicator: GrowthIndicator, value: number, sex: Sex, ageInDays: number, lookup: LmsLookup): number | null {
  const lms = lookup(indicator, sex, ageInDays);
  return lms ? zScore(value, lms) : null;
}

/**
 * The fields whose value cannot be right: outside the unit's range, or (ages 0-1856 days, when the
 * WHO tables are at hand, head circumference only when the lookup has its table) beyond WHO's
 * implausibility limits for the child's age and sex.
 */
export function implausibleFields(m: Measures, sex: Sex, ageInDays: number, lookup: LmsLookup | null): MeasureField[] {
  const fields: MeasureField[] = [];
  for (const field of ['heightCm', 'weightKg', 'headCm'] as const) {
    const value = m[field];
    if (value == null) continue;
    if (!inRange(field, value)) {
      fields.push(field);
      continue;
    }
    if (!lookup) continue;
    const indicator = INDICATOR_OF[field];
    const z = zOf(indicator, value, sex, ageInDays, lookup);
    if (z != null && (z < Z_LIMITS[indicator].min || z > Z_LIMITS[indicator].max)) fields.push(field);
  }
  return fields;
}

export type Scores = {
  heightZ: number | null;
  heightPercentile: number | null;
  weightZ: number | null;
  weightPercentile: number | null;
  headZ: number | null;
  headPercentile: number | null;
};

/** z-scores and percentiles of a measurement (null without a value, beyond 1856 days or without the indicator's table). */
export function scoresOf(m: Measures, sex: Sex, ageInDays: number, lookup: LmsLookup): Scores {
  const score = (indicator: GrowthIndicator, value: number | null) => {
    const z = value == null ? null : zOf(indicator, value, sex, ageInDays, lookup);
    return z == null ? null : roundedScore(z);
  };
  const height = score('height', m.heightCm);
  const weight = score('weight', m.weightKg);
  const head = score('head', m.headCm);
  return {
    heightZ: height?.z ?? null,
    heightPercentile: height?.percentile ?? null,
    weightZ: weight?.z ?? null,
    weightPercentile: weight?.percentile ?? null,
    headZ: head?.z ?? null,
    headPercentile: head?.percentile ?? null,
  };
}
