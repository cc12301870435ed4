/** The numbers of a diary book as its page shows them (decision 0028). */
import type { DiaryPdf } from '../../contract/diary-pdf.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

/** 0…100 of a build (an empty book counts as nothing done). */
export const percentOf = (pdf: Pick<DiaryPdf, 'entriesDone' | 'entriesTotal'>) =>
  pdf.entriesTotal > 0 ? Math.min(100, Math.floor((pdf.entriesDone / pdf.entriesTotal) * 100)) : 0;

/** '480KB', '12.3MB': what a download will cost on a phone plan. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))}KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1, 1)}MB`;
}
