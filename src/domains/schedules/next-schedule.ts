/** The next vaccination or checkup of /main's schedule cards (unit-tested in next-schedule.test.ts). */
import type { ScheduleItem, ScheduleList } from '../../contract/schedules-api.ts';
import { nextDue, statusOf } from '../../contract/schedules/schedule-rules.ts';

export type NextScheduleCard = { kind: 'unborn' } | { kind: 'next'; item: ScheduleItem } | { kind: 'complete' };

/**
 * The next vaccination or checkup to show: statuses are judged again with today's Korea date (a
 * list read offline yesterday stays right), then the contract's nextDue picks the item.
 */
export function nextScheduleCard(list: ScheduleList, now: Date = new Date()): NextScheduleCard {
  if (list.reason === 'UNBORN') return { kind: 'unborn' };
  const items = list.items.map((item) => ({ ...item, status: statusOf(item, now) }));
  const item = nextDue(items);
  return item ? { kind: 'next', item } : { kind: 'complete' };
}
