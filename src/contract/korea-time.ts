import { Temporal } from 'temporal-polyfill';

/** SPEC §4: day boundaries and ages are judged in Korea time (UTC+9). */
export const KOREA_TZ = 'Asia/Seoul';

export function koreaToday(now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(KOREA_TZ).toPlainDate();
}

export function koreaDateOf(isoInstant: string): Temporal.PlainDate {
  return Temporal.Instant.from(isoInstant).toZonedDateTimeISO(KOREA_TZ).toPlainDate();
}
