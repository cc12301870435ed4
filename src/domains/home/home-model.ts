/** What /main shows, decided purely from the cached data (unit-tested in home-model.test.ts). */
import type { ChildListItem, ChildSummary } from '../../contract/child.ts';
import type { ScheduleItem, ScheduleList } from '../../contract/schedules-api.ts';
import { nextDue, statusOf } from '../../contract/schedules/schedule-rules.ts';
import type { StoredChildInfo } from '../../lib/storage/keys.ts';

/**
 * The child /main is about: the selected one of the children list, else the stored childInfo (SPEC
 * §3: it has no born or due date, so a child without a birth instant counts as unborn), else none.
 */
export function homeChild(children: readonly ChildListItem[] | undefined, stored: StoredChildInfo | null): ChildSummary | null {
  const selected = children?.find((child) => child.selected);
  if (selected) return selected;
  if (children && children.length > 0) return null;
  return stored ? { ...stored, born: stored.birthDateTime !== null, birthDueDate: null } : null;
}

/** Schedules, growth and the age display need a birth instant. */
export function isBorn(child: Pick<ChildSummary, 'born' | 'birthDateTime'>): boolean {
  return child.born && child.birthDateTime !== null;
}

/** The list with `id` as the only selected child (the switch shows at once, before the server answers). */
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
