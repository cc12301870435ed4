/**
 * Same-day editing (SPEC §4): an entry can be edited only on the Korea-time day it was written. The
 * server's `editable` decides; a copy read earlier (cache, offline) is also judged again against
 * today's Korea date so that yesterday's entry never opens as editable after midnight.
 */
import type { Diary } from '../../contract/diary.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';

export function editableNow(diary: Pick<Diary, 'editable' | 'writtenOn'>, now: Date = new Date()): boolean {
  return diary.editable && diary.writtenOn === koreaTodayIso(now);
}

/** 'YYYY-MM' of a Korea date (YYYY-MM-DD). */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** The month before or after 'YYYY-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A valid YYYY-MM-DD that is not after today, else today (the ?date= of /diary/write). */
export function entryDateOrToday(date: string | undefined, now: Date = new Date()): string {
  const today = koreaTodayIso(now);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return today;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return today;
  return date > today ? today : date;
}
