/** Korean date formats (SPEC §9): Intl with ko-KR in Asia/Seoul. */
import { KOREA_TZ } from '../../contract/korea-time.ts';

const dateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TZ, year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KOREA_TZ,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '2024년 3월 5일' for an ISO date (YYYY-MM-DD, a calendar date) or an instant. */
export function formatKoreanDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+09:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const monthDayWeekday = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TZ, month: 'long', day: 'numeric', weekday: 'long' });

/** '11월 22일 토요일' for an ISO date (YYYY-MM-DD): today's date on /main's diary card. */
export function formatKoreanMonthDayWeekday(value: string): string {
  const date = new Date(`${value}T12:00:00+09:00`);
  return Number.isNaN(date.getTime()) ? value : monthDayWeekday.format(date);
}

/** '2024년 3월 5일 오후 2:30' for an instant. */
export function formatKoreanDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A datetime-local value (Korea wall clock) → ISO instant with +09:00. */
export function koreaLocalToInstant(local: string): string {
  const withSeconds = /T\d{2}:\d{2}$/.test(local) ? `${local}:00` : local;
  return new Date(`${withSeconds}+09:00`).toISOString();
}

/** Today's date in Korea as YYYY-MM-DD (for max= on date inputs). */
export function koreaTodayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: KOREA_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const numericDate = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TZ, year: 'numeric', month: 'numeric', day: 'numeric' });

/**
 * '2026. 11. 26. – 2026. 12. 3.' for two ISO dates (YYYY-MM-DD): every date range of the app in this
 * one Korean form, both dates written in full (decision 0035).
 */
export function formatKoreanDateRange(start: string, end: string): string {
  const at = (value: string) => {
    const date = new Date(`${value}T12:00:00+09:00`);
    return Number.isNaN(date.getTime()) ? value : numericDate.format(date);
  };
  return `${at(start)} – ${at(end)}`;
}

const localParts = new Intl.DateTimeFormat('en-CA', { timeZone: KOREA_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant → the Korea wall-clock date (YYYY-MM-DD) and time (HH:mm), for date and time inputs. */
export function koreaLocalParts(instant: string): { date: string; time: string } {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
