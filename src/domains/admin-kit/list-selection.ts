/**
 * The pure parts of a back-office list (AdminListPage): the URL after a filter change, and the
 * selection of rows for a bulk action (decisions 0041, 0045). Apart from React so they are unit tested.
 */

/** The URL after a filter, sort or page change: a new filter starts again at page 1 (page dropped). */
export function withChange<T extends object>(prev: T, change: object): T {
  return { ...prev, page: undefined, ...change };
}

/**
 * A selection belongs to the rows it was made on (decision 0045): `scope` names them (the list's
 * query), and only ids of rows on screen count. Another filter, page, sort or route, Back or a
 * sidebar link gives another scope, so the old selection is gone, never sent with the new rows.
 */
export type Selection = { scope: string; ids: ReadonlySet<number> };

export const noSelection = (scope: string): Selection => ({ scope, ids: new Set() });

/** The ids a bulk action may take now: those picked in this scope that are still on screen and selectable. */
export function selectedNow(selection: Selection, scope: string, pickable: readonly { id: number }[]): number[] {
  if (selection.scope !== scope) return [];
  return pickable.filter((row) => selection.ids.has(row.id)).map((row) => row.id);
}

/** The selection with one row added, or taken out when it was in (a selection of another scope starts anew). */
export function toggled(selection: Selection, scope: string, id: number): Selection {
  const next = new Set(selection.scope === scope ? selection.ids : []);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return { scope, ids: next };
}

/** Whether every selectable row of the page is selected (none selectable: not all). */
export function allSelected(pickable: readonly { id: number }[], selected: readonly number[]): boolean {
  return pickable.length > 0 && selected.length === pickable.length;
}
