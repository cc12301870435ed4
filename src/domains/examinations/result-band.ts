/**
 * A domain's band as a guide (decision 0070): developmental age at least 90% of the age is "as
 * expected", 75-90% "worth watching", below 75% "talk with an expert". The publisher's report is the
 * result; this only helps a parent read the chart.
 */

export type Band = 'EXPECTED' | 'WATCH' | 'CONSULT' | 'UNKNOWN';

export function bandOf(months: number, ageMonths: number | null): Band {
  if (ageMonths === null || ageMonths <= 0) return 'UNKNOWN';
  const ratio = months / ageMonths;
  if (ratio >= 0.9) return 'EXPECTED';
  return ratio >= 0.75 ? 'WATCH' : 'CONSULT';
}
