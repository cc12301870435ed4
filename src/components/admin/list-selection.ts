/**
 * The pure parts of a back-office list (useAdminList): the URL after a filter change, and the
 * selection of rows for a bulk action (decision 0041). Apart from React so they are unit tested.
 */

/** The URL after a filter, sort or page change: a new filter starts again at page 1 (page dropped). */
export function withChange<T extends object>(prev: T, change: object): T {
  return { ...prev, page: undefined, ...change };
}

/** The selection with one row added, or taken out when it was in. */
export function toggled(selected: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Whether every selectable row of the page is selected (none selectable: not all). */
export function allSelected(selectable: readonly { id: number }[], selected: ReadonlySet<number>): boolean {
  return selectable.length > 0 && selectable.every((item) => selected.has(item.id));
}
