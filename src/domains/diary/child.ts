import { useQuery } from '@tanstack/react-query';
import { ageOnDay, eatsMeals } from '../../contract/calendar/age.ts';
import { koreaDayOf } from '../../contract/calendar/today.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { getChildInfo, storedAsSummary } from '../../lib/storage/keys.ts';

/**
 * The child the diary is about: the selected one of the children list, else the stored childInfo,
 * else none (data null). Pending while the list loads without a stored child.
 */
export function useSelectedChild(): { data: ChildSummary | null | undefined; isPending: boolean; error: unknown } {
  const children = useQuery(childrenQuery());
  const stored = getChildInfo();
  if (children.data) {
    const selected = children.data.find((child) => child.selected) ?? children.data[0] ?? null;
    return { data: selected, isPending: false, error: null };
  }
  if (stored) return { data: storedAsSummary(stored), isPending: false, error: null };
  return { data: children.isError ? null : undefined, isPending: children.isPending, error: children.error };
}

/** Months and days of age on the entry's Korea day (the server judges the child-meal area the same way). */
export function ageOn(birthDateTime: string, entryDate: string): { months: number; days: number } {
  return ageOnDay(birthDateTime, entryDate) ?? { months: 0, days: 0 };
}

/** SPEC §4: the child-meal area only for a child over 6 months on that day; never for an unborn child. */
export function mealsOn(child: Pick<ChildSummary, 'born' | 'birthDateTime'>, entryDate: string): boolean {
  return child.born && child.birthDateTime !== null && eatsMeals(ageOn(child.birthDateTime, entryDate));
}

/** The Korea date of the birth (the earliest day a diary can be written for), or null. */
export function birthDay(child: Pick<ChildSummary, 'birthDateTime'>): string | null {
  return child.birthDateTime ? koreaDayOf(child.birthDateTime) : null;
}
