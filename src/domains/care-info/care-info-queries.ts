/** Queries of care info (decision 0066): the open feed and articles, the member's bookmarks, the child's schedule codes. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { careInfoApi } from '../../contract/care-info-api.ts';
import type { ArticleCategory, ArticleLevel } from '../../contract/care-info.ts';
import { call } from '../../lib/api/call.ts';

export type FeedFilter = { level: ArticleLevel | undefined; category: ArticleCategory | undefined; q: string };

export const careInfoKeys = {
  all: ['care-info'] as const,
  feed: (filter: FeedFilter) => ['care-info', 'feed', filter] as const,
  article: (id: number) => ['care-info', 'article', id] as const,
  bookmarks: ['care-info', 'bookmarks'] as const,
  scheduleCodes: (childId: number) => ['care-info', 'schedule-codes', childId] as const,
};

export const feedQuery = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: careInfoKeys.feed(filter),
    // Offline the request still goes out: the service worker answers it from what it saved (decision 0066).
    networkMode: 'offlineFirst',
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(careInfoApi.articles, {
        query: {
          page: String(pageParam),
          ...(filter.level ? { level: filter.level } : {}),
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.q ? { q: filter.q } : {}),
        },
        navigateOnError: false,
      }),
    getNextPageParam: (last, all) => (last.hasNext ? all.length + 1 : undefined),
  });

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: careInfoKeys.article(id),
    networkMode: 'offlineFirst',
    queryFn: () => call(careInfoApi.article, { params: { articleId: id }, navigateOnError: false }),
  });

export const bookmarksQuery = () => queryOptions({ queryKey: careInfoKeys.bookmarks, queryFn: () => call(careInfoApi.bookmarks, { navigateOnError: false }) });

/** The codes of the child's next vaccination and checkup ("지금 우리 아이에게"), judged by the server. */
export const scheduleCodesQuery = (childId: number) =>
  queryOptions({
    queryKey: careInfoKeys.scheduleCodes(childId),
    queryFn: ({ signal }) => call(careInfoApi.scheduleCodes, { params: { id: childId }, signal, navigateOnError: false }),
  });
