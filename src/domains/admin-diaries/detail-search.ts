import { INT4_MAX } from '../../contract/primitives.ts';

/** `?diaryId=` of the detail routes (decision 0042): a row id, or undefined (the page answers InvalidDiaryId). */
export function diaryIdSearch(search: Record<string, unknown>): { diaryId?: number } {
  const id = Number(search.diaryId);
  return Number.isInteger(id) && id >= 1 && id <= INT4_MAX ? { diaryId: id } : {};
}

/** `?memberId=` of the member's entries table. */
export function memberIdSearch(search: Record<string, unknown>): { memberId?: number } {
  const id = Number(search.memberId);
  return Number.isInteger(id) && id >= 1 && id <= INT4_MAX ? { memberId: id } : {};
}
