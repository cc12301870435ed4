/** Diary queries of the diary pages and of /main's diary card (today-entry.ts): one cache key per list and entry. */
import { queryOptions } from '@tanstack/react-query';
import { diaryApi } from '../../contract/diary-api.ts';
import { call } from '../../lib/api/call.ts';

export const diaryKeys = {
  all: ['diary'] as const,
  lists: (childId: number) => ['diary', 'list', childId] as const,
  list: (childId: number, month: string | null, q: string) => ['diary', 'list', childId, month ?? '', q] as const,
  entry: (id: number) => ['diary', 'entry', id] as const,
};

/** GET /api/members/diaries?childId&month&q: a child's entries of a Korea-time month, newest first. */
export const diaryListQuery = (childId: number, month: string | null, q = '') =>
  queryOptions({
    queryKey: diaryKeys.list(childId, month, q.trim()),
    queryFn: async ({ signal }) =>
      (await call(diaryApi.diaries, { query: { childId: String(childId), ...(month ? { month } : {}), ...(q.trim() ? { q: q.trim() } : {}) }, signal }))
        .diaries,
  });

/**
 * GET /api/members/diaries/:id: one entry of the member. A missing entry (an old link, deleted on
 * another device) is shown on the page itself rather than as the 404 page.
 */
export const diaryQuery = (id: number) =>
  queryOptions({
    queryKey: diaryKeys.entry(id),
    queryFn: ({ signal }) => call(diaryApi.diary, { params: { id }, signal, navigateOnError: false }),
  });
