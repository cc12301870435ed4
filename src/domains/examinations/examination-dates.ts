import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { koreaDayOf } from '../../contract/calendar/today.ts';

/** The last Korea day the result can be downloaded: the day before the instant it expires (resultExpiresAt). */
export function lastDownloadDay(expiresAt: string): string {
  return formatKoreanDate(koreaDayOf(Date.parse(expiresAt) - 1));
}
