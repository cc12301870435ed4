/**
 * A WHO percentile as a parent reads it (decision 0075): not 'percentile 88.1 (z 1.18)' but where
 * the child stands among 100 children of the same age and sex, 'top 12%', and whether that is in
 * the usual band (P15-P85, the chart's inner band) or below or above it. The z-score stays the
 * expert's (the API keeps it). Pure: the app words it through its catalogues, the PDF in Korean.
 */
import type { MeasureField } from './measures.ts';

/** The chart's inner band: 70 of 100 children of the same age and sex are in it. */
export const USUAL_BAND = { from: 15, to: 85 } as const;

export type Standing = {
  /** 'top' from the median up (88.1 → top 12%), 'bottom' below it (8.4 → bottom 8%). */
  side: 'top' | 'bottom';
  /** The share of children on that side, in whole per cent, 1-50 (never 'top 0%'). */
  share: number;
  band: 'below' | 'usual' | 'above';
};

export function standingOf(percentile: number): Standing {
  const top = percentile >= 50;
  const share = Math.min(50, Math.max(1, Math.round(top ? 100 - percentile : percentile)));
  const band = percentile < USUAL_BAND.from ? 'below' : percentile > USUAL_BAND.to ? 'above' : 'usual';
  return { side: top ? 'top' : 'bottom', share, band };
}

const KOREAN_BANDS: Record<MeasureField, Record<Standing['band'], string>> = {
  heightCm: { below: '작은 편', usual: '보통 범위', above: '큰 편' },
  weightKg: { below: '가벼운 편', usual: '보통 범위', above: '무거운 편' },
  headCm: { below: '작은 편', usual: '보통 범위', above: '큰 편' },
};

/** '상위 12% · 큰 편', '하위 40% · 보통 범위': the words of the app's Korean catalogue, for the PDF. */
export function koreanStanding(field: MeasureField, percentile: number): string {
  const s = standingOf(percentile);
  return `${s.side === 'top' ? '상위' : '하위'} ${s.share}% · ${KOREAN_BANDS[field][s.band]}`;
}
