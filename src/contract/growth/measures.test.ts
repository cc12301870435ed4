import { describe, expect, it } from 'vitest';
import { implausibleFields, inRange, roundMeasure, scoresOf, WHO_LAST_DAY } from './measures.ts';
import { whoLms } from './who-lms.ts';

// Decision 0015: units fixed and validated against plausible ranges (no grams typed as kilograms).
const none = { heightCm: null, weightKg: null, headCm: null };

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

describe('scores of a measurement', () => {
  it('gives z and percentile for height and weight, none for head or a missing value', () => {
    // Girls, day 365: height P85 is 76.673 cm; weight median 8.9462 kg.
    expect(scoresOf({ heightCm: 76.7, weightKg: 8.95, headCm: 45 }, 'FEMALE', 365, whoLms)).toEqual({
      heightZ: 1.05,
      heightPercentile: 85.2,
      weightZ: 0,
      weightPercentile: 50.1,
    });
    expect(scoresOf({ ...none, headCm: 45 }, 'FEMALE', 365, whoLms)).toEqual({ heightZ: null, heightPercentile: null, weightZ: null, weightPercentile: null });
  });
  it('gives none beyond 1856 days', () => {
    expect(scoresOf({ heightCm: 111, weightKg: 18.5, headCm: null }, 'MALE', WHO_LAST_DAY, whoLms).heightZ).not.toBeNull();
    expect(scoresOf({ heightCm: 111, weightKg: 18.5, headCm: null }, 'MALE', WHO_LAST_DAY + 1, whoLms)).toEqual({
      heightZ: null,
      heightPercentile: null,
      weightZ: null,
      weightPercentile: null,
    });
  });
});
