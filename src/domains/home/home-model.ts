/** What /main shows, decided purely from the cached data (unit-tested in home-model.test.ts). */
import type { ChildListItem, ChildSummary } from '../../contract/child.ts';
import { storedAsSummary, type StoredChildInfo } from '../../lib/storage/keys.ts';

/**
 * The child /main is about: the selected one of the children list, else the stored childInfo (SPEC
 * §3: it has no born or due date, so a child without a birth instant counts as unborn), else none.
 */
export function homeChild(children: readonly ChildListItem[] | undefined, stored: StoredChildInfo | null): ChildSummary | null {
  const selected = children?.find((child) => child.selected);
  if (selected) return selected;
  if (children && children.length > 0) return null;
  return stored ? storedAsSummary(stored) : null;
}
