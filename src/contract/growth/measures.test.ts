import { describe, expect, it } from 'vitest';
import type { Lms } from './lms.ts';
import { implausibleFields, inRange, roundMeasure, scoresOf, WHO_LAST_DAY, type LmsLookup } from './measures.ts';
import { whoLms } from './who-lms.ts';

// Decision 0015: units fixed and validated against plausible ranges (no grams typed as kilograms).
const none = { heightCm: null, weightKg: null, headCm: null };

// Decision 0076: head circumference is scored once the lookup has its table. These lookups stand
// for both cases whatever ../shared holds: WHO's weight and height, and for head either nothing or
// a synthetic table (L 1, M 45 cm, S 0.03 every day: made-up figures, not WHO's).
const SYNTHETIC_HEAD: Lms = { L: 1, M: 45, S: 0.03 };
const withoutHead: LmsLookup = (indicator, sex, day) => (indicator === 'head' ? null : whoLms(indicator, sex, day));
const withHead: LmsLookup = (indicator, sex, day) =>
  indicator !== 'head' ? whoLms(indicator, sex, day) : Number.isInteger(day) && day >= 0 && day <= WHO_LAST_DAY ? SYNTHETIC_HEAD : null;

describe('absolute ranges per unit', () => {
  it('refuses grams typed as kilograms and metres typed as centimetres, whatever the age', () => {
    expect(implausibleFields({ ...none, weightKg: 3400 }, 'FEMALE', 0, null)).toEqual(['weightKg']);
    expect(implausibleFields({ ...none, heightCm: 0.75 }, 'MALE', 365, null)).toEqual(['heightCm']);
    expect(implausibleFields({ ...none, headCm: 450 }, 'MALE', 365, null)).toEqual(['headCm']);
    expect(implausibleFields({ heightCm: 1.2, weightKg: 25000, headCm: 0.5 }, 'MALE', 4000, whoLms)).toEqual(['heightCm', 'weightKg', 'headCm']);
  });
  it('has inclusive bounds and refuses non-finite values', () => {
    expect([inRange('heightCm', 30), inRange('heightCm', 200), inRange('heightCm', 29.9), inRange('heightCm', 200.1)]).toEqual([true, true, false, false]);
    expect([inRange('weightKg', 0.3), inRange('weightKg', 150), inRange('weightKg', 0.29), inRange('weightKg', Number.NaN)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([inRange('headCm', 20), inRange('headCm', 70), inRange('headCm', 19.9), inRange('headCm', Number.POSITIVE_INFINITY)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('rounds to the decimals the database keeps', () => {
    expect([roundMeasure('heightCm', 75.46), roundMeasure('weightKg', 9.456), roundMeasure('headCm', 45.04)]).toEqual([75.5, 9.46, 45]);
  });
});

describe('WHO implausibility limits (weight z < −6 or > 5; height |z| > 6)', () => {
  it('accepts ordinary values and refuses a newborn of 34 kg (3.4 typed one digit off)', () => {
    expect(implausibleFields({ heightCm: 50, weightKg: 3.4, headCm: 34 }, 'FEMALE', 0, whoLms)).toEqual([]);
    expect(implausibleFields({ ...none, weightKg: 34 }, 'FEMALE', 0, whoLms)).toEqual(['weightKg']);
    // Within the absolute range, far from any one-year-old: 150 cm.
    expect(implausibleFields({ ...none, heightCm: 150 }, 'MALE', 365, whoLms)).toEqual(['heightCm']);
  });
  it('applies the limits at their edges', () => {
    const lmsW = whoLms('weight', 'MALE', 365);
    const lmsH = whoLms('height', 'MALE', 365);
    if (!lmsW || !lmsH) throw new Error('no WHO data');
    // Height is normal (L = 1): M(1 + S·z).
    const heightAt = (z: number) => lmsH.M * (1 + lmsH.S * z);
    expect(implausibleFields({ ...none, heightCm: roundMeasure('heightCm', heightAt(5.9)) }, 'MALE', 365, whoLms)).toEqual([]);
    expect(implausibleFields({ ...none, heightCm: roundMeasure('heightCm', heightAt(6.2)) }, 'MALE', 365, whoLms)).toEqual(['heightCm']);
    expect(implausibleFields({ ...none, heightCm: roundMeasure('heightCm', heightAt(-6.2)) }, 'MALE', 365, whoLms)).toEqual(['heightCm']);
    // Weight (boys, one year): z 5 is about 16.0 kg, z −6 about 4.5 kg.
    expect(implausibleFields({ ...none, weightKg: 15.9 }, 'MALE', 365, whoLms)).toEqual([]);
    expect(implausibleFields({ ...none, weightKg: 4.6 }, 'MALE', 365, whoLms)).toEqual([]);
    expect(implausibleFields({ ...none, weightKg: 16.1 }, 'MALE', 365, whoLms)).toEqual(['weightKg']);
    expect(implausibleFields({ ...none, weightKg: 4.4 }, 'MALE', 365, whoLms)).toEqual(['weightKg']);
  });
  it('checks only the absolute ranges beyond 1856 days or without the WHO tables', () => {
    expect(implausibleFields({ ...none, weightKg: 34 }, 'FEMALE', 0, null)).toEqual([]);
    expect(implausibleFields({ heightCm: 150, weightKg: 45, headCm: 54 }, 'MALE', WHO_LAST_DAY + 1, whoLms)).toEqual([]);
  });
});

describe('head circumference against a head table (|z| > 5 is implausible)', () => {
  // Synthetic table: z = (X/45 − 1)/0.03, so z ±5 is 51.75 and 38.25 cm.
  it('flags head beyond |z| 5 when the lookup has the table, as height and weight', () => {
    expect(implausibleFields({ ...none, headCm: 51.7 }, 'MALE', 365, withHead)).toEqual([]);
    expect(implausibleFields({ ...none, headCm: 38.3 }, 'MALE', 365, withHead)).toEqual([]);
    expect(implausibleFields({ ...none, headCm: 51.8 }, 'MALE', 365, withHead)).toEqual(['headCm']);
    expect(implausibleFields({ ...none, headCm: 38.2 }, 'FEMALE', 365, withHead)).toEqual(['headCm']);
    expect(implausibleFields({ heightCm: 150, weightKg: 9.6, headCm: 60 }, 'MALE', 365, withHead)).toEqual(['heightCm', 'headCm']);
  });
  it('checks only the unit range without the table or beyond 1856 days', () => {
    expect(implausibleFields({ ...none, headCm: 60 }, 'MALE', 365, withoutHead)).toEqual([]);
    expect(implausibleFields({ ...none, headCm: 60 }, 'MALE', WHO_LAST_DAY + 1, withHead)).toEqual([]);
    expect(implausibleFields({ ...none, headCm: 75 }, 'MALE', 365, withHead)).toEqual(['headCm']);
  });
});

describe('scores of a measurement', () => {
  const nothing = { heightZ: null, heightPercentile: null, weightZ: null, weightPercentile: null, headZ: null, headPercentile: null };
  it('gives z and percentile for height and weight, none for head without its table or a missing value', () => {
    // Girls, day 365: height P85 is 76.673 cm; weight median 8.9462 kg.
    expect(scoresOf({ heightCm: 76.7, weightKg: 8.95, headCm: 45 }, 'FEMALE', 365, withoutHead)).toEqual({
      heightZ: 1.05,
      heightPercentile: 85.2,
      weightZ: 0,
      weightPercentile: 50.1,
      headZ: null,
      headPercentile: null,
    });
    expect(scoresOf({ ...none, headCm: 45 }, 'FEMALE', 365, withoutHead)).toEqual(nothing);
  });
  it('gives head its z and percentile when the lookup has the table', () => {
    // Synthetic table: 45 cm is the median; 46.4 cm is z (46.4/45 − 1)/0.03 = 1.037, Φ = 85.0%.
    expect(scoresOf({ heightCm: 76.7, weightKg: null, headCm: 45 }, 'FEMALE', 365, withHead)).toMatchObject({
      heightPercentile: 85.2,
      weightPercentile: null,
      headZ: 0,
      headPercentile: 50,
    });
    expect(scoresOf({ ...none, headCm: 46.4 }, 'MALE', 0, withHead)).toEqual({ ...nothing, headZ: 1.04, headPercentile: 85 });
    expect(scoresOf({ ...none, headCm: 46.4 }, 'MALE', WHO_LAST_DAY + 1, withHead)).toEqual(nothing);
  });
  it('gives none beyond 1856 days', () => {
    expect(scoresOf({ heightCm: 111, weightKg: 18.5, headCm: null }, 'MALE', WHO_LAST_DAY, whoLms).heightZ).not.toBeNull();
    expect(scoresOf({ heightCm: 111, weightKg: 18.5, headCm: 50 }, 'MALE', WHO_LAST_DAY + 1, whoLms)).toEqual(nothing);
  });
});
