import { createFileRoute } from '@tanstack/react-router';
import { urlValues, type ListUrl } from '../../../../domains/admin-kit/list-search.ts';
import { openList } from '../../../../domains/admin-kit/open-list.ts';
import type { CommentListSearch, ExpertQueueSearch } from '../../../../contract/admin-comments.ts';
import { CommentListPage } from '../../../../domains/admin-diaries/comment-list-page.tsx';
import { commentList, expertQueueList } from '../../../../domains/admin-diaries/comment-lists.tsx';

/**
 * SPEC §2 /admin/parent-diary/comment: community comments, or the expert queue with `tab=expert`;
 * the loader checks the URL once with the tab's schema (decisions 0042, 0045).
 */
export const Route = createFileRoute('/admin/parent-diary/comment/')({
  validateSearch: (search): ListUrl<CommentListSearch & ExpertQueueSearch & { tab: 'expert' }> => urlValues(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) =>
    deps.tab === 'expert'
      ? { tab: 'expert' as const, view: openList(expertQueueList, context.queryClient, deps, preload) }
      : { tab: 'comments' as const, view: openList(commentList, context.queryClient, deps, preload) },
  component: function CommentListRoute() {
    return <CommentListPage page={Route.useLoaderData()} />;
  },
});
