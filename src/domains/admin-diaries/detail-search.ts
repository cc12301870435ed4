import { rowIdOf } from '../../contract/primitives.ts';

/** `?diaryId=` of the detail routes (decision 0042): a row id, or undefined (the page answers InvalidDiaryId). */
export function diaryIdSearch(search: Record<string, unknown>): { diaryId?: number } {
  const id = rowIdOf(search.diaryId);
  return id === undefined ? {} : { diaryId: id };
}

/** `?memberId=` of the member's entries table. */
export function memberIdSearch(search: Record<string, unknown>): { memberId?: number } {
  const id = rowIdOf(search.memberId);
  return id === undefined ? {} : { memberId: id };
}
