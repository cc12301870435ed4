/**
 * Numbers as toLocaleString('ko-KR') writes them ('12,345', '3.5'), by hand: a page's first Intl
 * object loads the browser's ICU data, a task of 30-40 ms on a phone-class CPU in the first script of
 * every page (decision 0060). Digits are grouped by three with commas in Korean and English alike.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = Math.max(minFraction, 0)): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  // Rounded half away from zero on the decimal digits (Intl's halfExpand): 1.005 → 1.01, where
  // toFixed's binary rounding gives 1.00. Exponent notation (past 1e21 or below 1e-6) rounds as it is.
  const shifted = String(magnitude).includes('e') ? magnitude * 10 ** maxFraction : Number(`${magnitude}e${maxFraction}`);
  const scaled = String(Math.round(shifted)).padStart(maxFraction + 1, '0');
  const whole = scaled.slice(0, scaled.length - maxFraction) || '0';
  let fraction = scaled.slice(scaled.length - maxFraction);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && (Number(whole) > 0 || Number(fraction) > 0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
