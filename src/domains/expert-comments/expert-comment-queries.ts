/** Expert comments (decision 0027): the member's status per entry, the expert's queue and entry, usable coupons. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { couponsApi } from '../../contract/coupons-api.ts';
import { expertCommentsApi } from '../../contract/expert-comments-api.ts';
import { call } from '../../lib/api/call.ts';

export const expertCommentKeys = {
  all: ['expert-comments'] as const,
  status: (diaryId: number) => ['expert-comments', 'status', diaryId] as const,
  queue: ['expert-comments', 'queue'] as const,
  expertDiary: (diaryId: number) => ['expert-comments', 'expert-diary', diaryId] as const,
  /** Under the coupons page's ['coupons'] prefix, so spending one refreshes that page too. */
  availableCoupons: ['coupons', 'available'] as const,
};

/** GET /api/members/diaries/:id/expert-comment: a missing entry is shown on the page, not as the 404 page. */
export const diaryExpertCommentQuery = (diaryId: number) =>
  queryOptions({
    queryKey: expertCommentKeys.status(diaryId),
    queryFn: ({ signal }) => call(expertCommentsApi.diaryExpertComment, { params: { id: diaryId }, signal, navigateOnError: false }),
  });

/** The member's coupons usable now, the soonest to expire first. */
export const availableCouponsQuery = () =>
  queryOptions({
    queryKey: expertCommentKeys.availableCoupons,
    queryFn: async ({ signal }) => (await call(couponsApi.availableCoupons, { signal })).coupons,
  });

/** The expert's queue: requested entries without a comment, oldest first. */
export const expertQueueQuery = () =>
  queryOptions({
    queryKey: expertCommentKeys.queue,
    queryFn: ({ signal }) => call(expertCommentsApi.expertCommentQueue, { signal }),
  });

/** A requested entry as the expert reads it; an entry without a request is shown on the page. */
export const expertDiaryQuery = (diaryId: number) =>
  queryOptions({
    queryKey: expertCommentKeys.expertDiary(diaryId),
    queryFn: ({ signal }) => call(expertCommentsApi.expertDiary, { params: { id: diaryId }, signal, navigateOnError: false }),
  });

/** After a request, a comment written, edited or deleted: statuses, the queue and coupons are stale. */
export function invalidateExpertComments(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: expertCommentKeys.all }), queryClient.invalidateQueries({ queryKey: ['coupons'] })]).then(
    () => undefined,
  );
}
