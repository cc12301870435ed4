/**
 * Where a deleted entry's page goes: back to the list it was opened from, when that list is the page
 * just before it in history (so Back afterwards leaves the diary, and the list keeps its month and
 * search, which live in its URL); else the diary's home replaces it. The history index (`__TSR_index`)
 * tells which, as for a saved edit (edit-return.ts, decision 0073).
 */
let opened: { diaryId: number; index: number } | null = null;

/** The month list or the search, at history index `index`, opens the entry `diaryId`. */
export function rememberEntryFromList(diaryId: number, index: number | undefined): void {
  opened = index === undefined ? null : { diaryId, index };
}

/** True when the page of `diaryId`, at history index `index`, was opened from the list just before it. */
export function openedFromList(diaryId: number, index: number | undefined): boolean {
  return opened !== null && index !== undefined && opened.diaryId === diaryId && opened.index === index - 1;
}
