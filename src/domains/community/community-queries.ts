/** Community queries (decision 0018): the feed, one shared entry, its comments and my blocks. */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { AGE_LEVELS, communityApi } from '../../contract/community-api.ts';
import { call } from '../../lib/api/call.ts';

export type AgeLevelFilter = (typeof AGE_LEVELS)[number];

export const communityKeys = {
  all: ['community'] as const,
  feed: (ageLevel: AgeLevelFilter | undefined) => ['community', 'feed', ageLevel ?? 'all'] as const,
  diary: (diaryId: number) => ['community', 'diary', diaryId] as const,
  comments: (diaryId: number) => ['community', 'diary', diaryId, 'comments'] as const,
  blocks: ['community', 'blocks'] as const,
};

/** GET …/shared-diaries: pages of shared entries, newest first, continued by the server's cursor. */
export const feedQuery = (ageLevel: AgeLevelFilter | undefined) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(ageLevel),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call(communityApi.communityFeed, { query: { ageLevel, cursor: pageParam }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const sharedDiaryQuery = (diaryId: number) =>
  queryOptions({
    queryKey: communityKeys.diary(diaryId),
    queryFn: ({ signal }) => call(communityApi.sharedDiary, { params: { id: diaryId }, signal }),
  });

export const commentsQuery = (diaryId: number) =>
  queryOptions({
    queryKey: communityKeys.comments(diaryId),
    queryFn: async ({ signal }) => (await call(communityApi.sharedDiaryComments, { params: { id: diaryId }, signal })).comments,
    // A conversation: read again whenever shown, so a reply answers the comment that came meanwhile.
    staleTime: 0,
  });

export const blocksQuery = () =>
  queryOptions({
    queryKey: communityKeys.blocks,
    queryFn: async ({ signal }) => (await call(communityApi.blocks, { signal })).blocks,
  });

/** After a block, an unblock or a report: everything the community shows may have changed. */
export function invalidateCommunity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: communityKeys.all });
}
