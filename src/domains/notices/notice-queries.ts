/**
 * Queries of the member's notices (decision 0065). No strings here, so /my-page's route can ask for
 * the unread count without loading the notices' catalogue.
 */
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { noticesApi } from '../../contract/notices-api.ts';
import type { NoticeCategory } from '../../contract/notices.ts';
import { call } from '../../lib/api/call.ts';

export const noticeKeys = {
  all: ['notices'] as const,
  list: (category: NoticeCategory | undefined) => ['notices', 'list', category ?? 'all'] as const,
  unread: ['notices', 'unread'] as const,
  detail: (id: number) => ['notices', 'detail', id] as const,
};

export const noticePagesQuery = (category: NoticeCategory | undefined) =>
  infiniteQueryOptions({
    queryKey: noticeKeys.list(category),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(noticesApi.notices, { query: { page: String(pageParam), ...(category ? { category } : {}) } }),
    getNextPageParam: (last, all) => (last.hasNext ? all.length + 1 : undefined),
  });

// A notice that is gone is said on the page, with the way back to the list (decision 0065), not
// the SPEC §8 404 page: the page needs the answer, whenever it comes.
export const noticeQuery = (id: number) =>
  queryOptions({ queryKey: noticeKeys.detail(id), queryFn: () => call(noticesApi.notice, { params: { noticeId: id }, navigateOnError: false }) });

/** Visible notices this member has not opened: the dot on My page (0 while unknown or offline). */
export function useUnreadNotices(): number {
  const unread = useQuery({ queryKey: noticeKeys.unread, queryFn: () => call(noticesApi.noticeUnread, { navigateOnError: false }), staleTime: 60_000 });
  return unread.data?.unread ?? 0;
}
