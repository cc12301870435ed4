/** SPEC §4 D-day: the countdown to a Korea date (a due date, a schedule window), judged at Korea midnight. */
import type { Temporal } from 'temporal-polyfill';
import { dayNumberOfIso, koreaDayNumber } from './days.ts';

/** Korea days from today to `target` (YYYY-MM-DD): 0 on the day, negative after it. */
export function daysUntil(target: string, now: Date | number = Date.now()): number {
  return dayNumberOfIso(target) - koreaDayNumber(typeof now === 'number' ? now : now.getTime());
}

/** 'D - n' before the date, 'D - Day' on the day, 'D + n' after (SPEC §4). */
export function countdownLabel(target: string, now?: Temporal.Instant | Date): string {
  const diff = daysUntil(target, now === undefined ? Date.now() : now instanceof Date ? now : now.epochMilliseconds);
  if (diff > 0) return `D - ${diff}`;
  if (diff === 0) return 'D - Day';
  return `D + ${-diff}`;
}
