/**
 * A list's total as the page shows it: Korean digit grouping, and "10,000+" when the server stopped
 * counting at LIST_TOTAL_MAX (decision 0041).
 */
import { formatNumber } from '../../lib/i18n/numbers.ts';
export function totalText(page: { total: number; totalCapped?: boolean | undefined }): string {
  return `${formatNumber(page.total)}${page.totalCapped ? '+' : ''}`;
}
