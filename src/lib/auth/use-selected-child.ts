import { useQuery } from '@tanstack/react-query';
import type { ChildListItem, ChildSummary } from '../../contract/child.ts';
import { getChildInfo, storedAsSummary } from '../storage/keys.ts';
import { childrenQuery } from './session-queries.ts';

/** The selected child of a children list, else its first, else null (an empty list). */
export function selectedOf(children: readonly ChildListItem[]): ChildSummary | null {
  return children.find((child) => child.selected) ?? children[0] ?? null;
}

/**
 * The child a member's page is about (the diary, the daily log): the selected one of the children
 * list, else the stored childInfo, else none (data null). Pending while the list loads without a
 * stored child.
 */
export function useSelectedChild(): { data: ChildSummary | null | undefined; isPending: boolean; error: unknown } {
  const children = useQuery(childrenQuery());
  const stored = getChildInfo();
  if (children.data) return { data: selectedOf(children.data), isPending: false, error: null };
  if (stored) return { data: storedAsSummary(stored), isPending: false, error: null };
  return { data: children.isError ? null : undefined, isPending: children.isPending, error: children.error };
}
