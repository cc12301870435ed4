import { idSearch } from '../../lib/routing/id-search.ts';

/** `?diaryId=` of the detail routes (decision 0042): a row id, or undefined (the page answers InvalidDiaryId). */
export const diaryIdSearch = idSearch('diaryId');

/** `?memberId=` of the member's entries table. */
export const memberIdSearch = idSearch('memberId');
