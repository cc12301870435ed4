import { describe, expect, it } from 'vitest';
import { BANDS, normalCdf, percentileOfZ, rawZScore, roundedScore, valueAtZ, zScore } from './lms.ts';

// Decision 0015: percentiles and z-scores by the LMS method of the WHO Child Growth Standards.
const boysWeightDay0 = { L: 0.3487, M: 3.3464, S: 0.14602 };
const girlsHeightDay365 = { L: 1, M: 74.0049, S: 0.03479 };

describe('normal CDF', () => {
  it.each([
    [0, 0.5],
    [1, 0.841344746],
    [-1, 0.158655254],
    [1.880794, 0.97],
    [-1.036433, 0.15],
    [2, 0.977249868],
    [-3, 0.001349898],
    [5, 0.999999713],
  ])('Φ(%s) = %s', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 6);
  });
  it('is symmetric and bounded', () => {
    for (const z of [0.1, 0.7, 1.5, 2.5, 4, 8]) expect(normalCdf(z) + normalCdf(-z)).toBeCloseTo(1, 12);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('z-score and value at z', () => {
  it('the median has z 0 and percentile 50', () => {
    expect(zScore(3.3464, boysWeightDay0)).toBeCloseTo(0, 10);
    expect(percentileOfZ(0)).toBe(50);
    expect(valueAtZ(0, boysWeightDay0)).toBeCloseTo(3.3464, 10);
  });
  it('inverts: z of the value at z is z (skewed weight and normal height)', () => {
    for (const z of [-2.9, -1.881, -1, 0.5, 1.036, 2.9]) {
      expect(zScore(valueAtZ(z, boysWeightDay0), boysWeightDay0)).toBeCloseTo(z, 10);
      expect(zScore(valueAtZ(z, girlsHeightDay365), girlsHeightDay365)).toBeCloseTo(z, 10);
    }
  });
  it('uses ln(X/M)/S when L = 0', () => {
    const lms = { L: 0, M: 10, S: 0.1 };
    expect(rawZScore(10 * Math.E ** 0.1, lms)).toBeCloseTo(1, 12);
    expect(valueAtZ(-1, lms)).toBeCloseTo(10 * Math.E ** -0.1, 12);
  });
  it('computes a known measurement: a 3.0 kg newborn boy is z −0.73, 23rd percentile', () => {
    // ((3.0/3.3464)^0.3487 − 1)/(0.3487·0.14602) = (0.962608 − 1)/0.050917 = −0.7344
    expect(zScore(3.0, boysWeightDay0)).toBeCloseTo(-0.7344, 3);
    expect(roundedScore(zScore(3.0, boysWeightDay0))).toEqual({ z: -0.73, percentile: 23.1 });
  });
  it('a girl of 365 days at 76.673 cm (the WHO P85) is at the 85th percentile', () => {
    expect(percentileOfZ(zScore(76.673, girlsHeightDay365))).toBeCloseTo(85, 1);
  });
  it('extends beyond ±3 SD linearly as WHO does (weight-for-age)', () => {
    const sd3 = valueAtZ(3, boysWeightDay0);
    const sd23 = sd3 - valueAtZ(2, boysWeightDay0);
    expect(zScore(sd3 + sd23, boysWeightDay0)).toBeCloseTo(4, 10);
    const sdm3 = valueAtZ(-3, boysWeightDay0);
    const sdm23 = valueAtZ(-2, boysWeightDay0) - sdm3;
    expect(zScore(sdm3 - sdm23, boysWeightDay0)).toBeCloseTo(-4, 10);
    // L = 1: the extension is the plain z.
    expect(zScore(valueAtZ(4.5, girlsHeightDay365), girlsHeightDay365)).toBeCloseTo(4.5, 10);
  });
});

describe('bands and rounding', () => {
  it('P3, P15, P50, P85, P97 at z ≈ ∓1.881, ∓1.036, 0', () => {
    expect(BANDS.map((b) => b.key)).toEqual(['P3', 'P15', 'P50', 'P85', 'P97']);
    expect(BANDS.map((b) => Math.round(b.z * 1000) / 1000)).toEqual([-1.881, -1.036, 0, 1.036, 1.881]);
    for (const band of BANDS) expect(percentileOfZ(band.z)).toBeCloseTo(Number(band.key.slice(1)), 4);
  });
  it('rounds z to 2 decimals and the percentile to 1, within 0.1-99.9, without −0', () => {
    expect(roundedScore(0.0149)).toEqual({ z: 0.01, percentile: 50.6 });
    expect(Object.is(roundedScore(-0.001).z, 0)).toBe(true);
    expect(roundedScore(-5).percentile).toBe(0.1);
    expect(roundedScore(5).percentile).toBe(99.9);
  });
});
