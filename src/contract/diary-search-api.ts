/**
 * The search of all of a child's entries, every month (decision 0073). A group of its own, apart from
 * diary-api.ts: /main's diary card loads that one with the first page, and the search is the diary
 * page's own. Spread into `api` in api.ts.
 */
import * as v from 'valibot';
import { DiaryListItem } from './diary.ts';
import { endpoint } from './endpoint.ts';
import { DIARY_SEARCH_MAX } from './limits.ts';
import { RealDate, RowIdText, Str } from './primitives.ts';

/** Entries per page of the diary search, and the longest searched text (what the search box takes). */
export const DIARY_SEARCH_PAGE = 20;
export { DIARY_SEARCH_MAX };

/**
 * The text is required and capped; `before` (the last day of the page before) continues a search
 * strictly before that day — a child has one entry a day, so the day alone orders the pages without
 * gaps or repeats.
 */
export const DiarySearchQuery = v.object({
  childId: RowIdText,
  q: v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(DIARY_SEARCH_MAX)),
  before: v.optional(RealDate()),
});
export const DiarySearchData = v.object({ diaries: v.array(DiaryListItem), nextBefore: v.nullable(v.string()) });
export type DiarySearchData = v.InferOutput<typeof DiarySearchData>;

export const diarySearchApi = {
  searchDiaries: endpoint({
    method: 'GET',
    path: '/api/members/diary-search',
    access: ['ROLE_MEMBER'],
    summary:
      'Search all of a child\u2019s entries (every month) by text in the title and story, newest first; DIARY_SEARCH_PAGE a page, continued with `before`',
    query: DiarySearchQuery,
    response: DiarySearchData,
  }),
};
