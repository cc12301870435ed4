/**
 * The search of all of a child's entries (decision 0073). Its own module, loaded with the diary's
 * pages only: diary-queries.ts also serves /main's card and the write route's loader.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { diarySearchApi } from '../../contract/diary-search-api.ts';
import { call } from '../../lib/api/call.ts';

/** Under 'diary' (cleared with the diary on sign-out), apart from the month lists, whose cache holds arrays; without `q`, every search of the child. */
export const diarySearchKey = (childId: number, q?: string) =>
  q === undefined ? (['diary', 'search', childId] as const) : (['diary', 'search', childId, q] as const);

/** GET /api/members/diary-search?childId&q&before: every month's entries holding the text, newest first, a page at a time. */
export const diarySearchQuery = (childId: number, q: string) =>
  infiniteQueryOptions({
    queryKey: diarySearchKey(childId, q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call(diarySearchApi.searchDiaries, { query: { childId: String(childId), q, before: pageParam }, signal }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // An entry edited or deleted since shows as it is now when the search is shown again.
    staleTime: 0,
  });
