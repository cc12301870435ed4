/**
 * Today in Korea and the Korea day of an instant (SPEC §4: day boundaries are judged in Korea time,
 * UTC+9, whatever zone the device or the server runs in). Decision 0038: the one home of these.
 */
import { KOREA_OFFSET, KOREA_OFFSET_MS, dayNumberOfIso, isoOfDay, koreaDayNumber, koreaMidnightMs } from './days.ts';

/** Today's Korea date as YYYY-MM-DD (also max= on date inputs). */
export function koreaTodayIso(now: Date = new Date()): string {
  return isoOfDay(koreaDayNumber(now.getTime()));
}

/** The Korea date (YYYY-MM-DD) of an instant: an ISO timestamp, a Date or epoch milliseconds. */
export function koreaDayOf(instant: string | Date | number): string {
  return isoOfDay(koreaDayNumber(epochMsOf(instant)));
}

/** The Korea date `days` after the Korea date of `now`. */
export function koreaDayAfter(now: Date, days: number): string {
  return isoOfDay(koreaDayNumber(now.getTime()) + days);
}

/** The instant a Korea date (YYYY-MM-DD) begins: its 00:00 KST. */
export function koreaMidnightOf(day: string): Date {
  return new Date(koreaMidnightMs(dayNumberOfIso(day)));
}

/** A datetime-local value (Korea wall clock, YYYY-MM-DDTHH:mm[:ss]) → ISO instant. */
export function koreaLocalToInstant(local: string): string {
  const withSeconds = /T\d{2}:\d{2}$/.test(local) ? `${local}:00` : local;
  return new Date(`${withSeconds}${KOREA_OFFSET}`).toISOString();
}

/** An instant → the Korea wall-clock date (YYYY-MM-DD) and time (HH:mm), for date and time inputs. */
export function koreaLocalParts(instant: string | Date): { date: string; time: string } {
  const wall = new Date(epochMsOf(instant) + KOREA_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** An instant → a datetime-local value on the Korea wall clock (YYYY-MM-DDTHH:mm), the inverse of koreaLocalToInstant. */
export function koreaDateTimeLocal(instant: string | Date): string {
  const { date, time } = koreaLocalParts(instant);
  return `${date}T${time}`;
}

/** An instant as ISO 8601 with the Korean offset, seconds precision: 2024-02-13T12:18:14+09:00. */
export function koreaOffsetTimestamp(date: Date): string {
  return `${new Date(date.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 19)}${KOREA_OFFSET}`;
}

function epochMsOf(instant: string | Date | number): number {
  if (typeof instant === 'number') return instant;
  return typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
}
