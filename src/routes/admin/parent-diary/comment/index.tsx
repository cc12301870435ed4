import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../domains/admin-kit/list-search.ts';
import { openList } from '../../../../domains/admin-kit/open-list.ts';
import { CommentListQuery, ExpertQueueQuery } from '../../../../contract/admin-comments.ts';
import { CommentListPage } from '../../../../domains/admin-diaries/comment-list-page.tsx';
import { commentList, expertQueueList } from '../../../../domains/admin-diaries/comment-lists.tsx';

/**
 * SPEC §2 /admin/parent-diary/comment: community comments, or the expert queue with `tab=expert`;
 * the loader checks the URL once with the tab's schema (decisions 0042, 0045).
 */
const commentSearch = listSearch(CommentListQuery);
const expertQueueSearch = listSearch(ExpertQueueQuery);
type CommentSearch = ReturnType<typeof commentSearch> & ReturnType<typeof expertQueueSearch> & { tab?: 'expert' };

export const Route = createFileRoute('/admin/parent-diary/comment/')({
  // Both tabs' keys (each checked by its own schema in the loader), and the tab itself.
  validateSearch: (search: Record<string, unknown>): CommentSearch => ({
    ...commentSearch(search),
    ...expertQueueSearch(search),
    tab: search.tab === 'expert' ? ('expert' as const) : undefined,
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) =>
    deps.tab === 'expert'
      ? { tab: 'expert' as const, view: openList(expertQueueList, context.queryClient, deps, preload) }
      : { tab: 'comments' as const, view: openList(commentList, context.queryClient, deps, preload) },
  component: function CommentListRoute() {
    return <CommentListPage page={Route.useLoaderData()} />;
  },
});
