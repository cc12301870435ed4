import { useQuery } from '@tanstack/react-query';
import { exactAge } from '../../contract/age.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { childrenQuery } from '../../lib/query/session-queries.ts';
import { getChildInfo } from '../../lib/storage/keys.ts';

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
  if (stored) return { data: { ...stored, born: stored.birthDateTime !== null, birthDueDate: null }, isPending: false, error: null };
  return { data: children.isError ? null : undefined, isPending: children.isPending, error: children.error };
}

/** Full months of age today (Korea days). */
export function childAgeMonths(birthDateTime: string): number {
  return exactAge(birthDateTime).months;
}
