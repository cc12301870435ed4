/**
 * Where a saved edit goes back to (decision 0073). Opened from the entry's own read page, saving goes
 * Back to it, so history stays read page → (saved) read page's place, and Back from there leaves the
 * entry; opened any other way (a link, a reload), the saved entry replaces the editor. The history
 * index (`__TSR_index` of the router's history state) tells that the editor is the very next page.
 */
let opened: { diaryId: number; index: number } | null = null;

/** The read page of `diaryId`, at history index `index`, opens its editor. */
export function rememberEditFromEntry(diaryId: number, index: number | undefined): void {
  opened = index === undefined ? null : { diaryId, index };
}

/** True once when the editor of `diaryId`, at history index `index`, was opened from its read page just before. */
export function takeEditFromEntry(diaryId: number, index: number | undefined): boolean {
  const was = opened;
  opened = null;
  return was !== null && index !== undefined && was.diaryId === diaryId && was.index === index - 1;
}
