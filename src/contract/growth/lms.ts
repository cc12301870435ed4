/**
 * The LMS maths of the WHO Child Growth Standards (decision 0015): a measurement's z-score and
 * percentile, and the value at a given z for the percentile lines of the chart. Pure: the L, M, S of
 * the day come from who-lms.ts (server) or its lazily loaded copy (client chart).
 */
export type Lms = { readonly L: number; readonly M: number; readonly S: number };

/** The value at z: X = M(1 + L·S·z)^(1/L); for L = 0, X = M·e^(S·z). */
export function valueAtZ(z: number, { L, M, S }: Lms): number {
  if (L === 0) return M * Math.exp(S * z);
  return M * (1 + L * S * z) ** (1 / L);
}

/** The plain LMS z-score: z = ((X/M)^L − 1)/(L·S); for L = 0, z = ln(X/M)/S. */
export function rawZScore(x: number, { L, M, S }: Lms): number {
  if (L === 0) return Math.log(x / M) / S;
  return ((x / M) ** L - 1) / (L * S);
}

/**
 * The z-score as WHO computes it (WHO Anthro / igrowup): beyond ±3 the skewed LMS curve squeezes the
 * far tail, so WHO extends it linearly with the distance between the 2 and 3 SD lines. For L = 1
 * (length/height) the two are the same.
 */
export function zScore(x: number, lms: Lms): number {
  const z = rawZScore(x, lms);
  if (z > 3) {
    const sd3 = valueAtZ(3, lms);
    return 3 + (x - sd3) / (sd3 - valueAtZ(2, lms));
  }
  if (z < -3) {
    const sd3 = valueAtZ(-3, lms);
    return -3 + (x - sd3) / (valueAtZ(-2, lms) - sd3);
  }
  return z;
}

/**
 * Φ(z), the standard normal CDF, by Hart's double-precision algorithm (Hart 1968, as given by
 * G. West, "Better approximations to cumulative normal functions", 2005): accurate to ~1e-14, and
 * exactly 0.5 at 0.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let tail = 0;
  if (x <= 37) {
    const e = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      const num =
        (((((0.0352624965998911 * x + 0.700383064443688) * x + 6.37396220353165) * x + 33.912866078383) * x + 112.079291497871) * x + 221.213596169931) * x +
        220.206867912376;
      const den =
        ((((((0.0883883476483184 * x + 1.75566716318264) * x + 16.064177579207) * x + 86.7807322029461) * x + 296.564248779674) * x + 637.333633378831) * x +
          793.826512519948) *
          x +
        440.413735824752;
      tail = (e * num) / den;
    } else {
      tail = e / (x + 1 / (x + 2 / (x + 3 / (x + 4 / (x + 0.65))))) / 2.506628274631;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

/** Percentile (0-100) of a z-score. */
export function percentileOfZ(z: number): number {
  return 100 * normalCdf(z);
}

/** The chart's WHO lines: z = Φ⁻¹(p) for P3, P15, P50, P85, P97 (≈ ±1.881, ±1.036, 0). */
export const BANDS = [
  { key: 'P3', z: -1.880794 },
  { key: 'P15', z: -1.036433 },
  { key: 'P50', z: 0 },
  { key: 'P85', z: 1.036433 },
  { key: 'P97', z: 1.880794 },
] as const;
export type BandKey = (typeof BANDS)[number]['key'];

/** What the API answers: z with two decimals; the percentile with one, kept within 0.1-99.9. */
export function roundedScore(z: number): { z: number; percentile: number } {
  const percentile = Math.min(99.9, Math.max(0.1, Math.round(percentileOfZ(z) * 10) / 10));
  return { z: Math.round(z * 100) / 100 + 0, percentile };
}
