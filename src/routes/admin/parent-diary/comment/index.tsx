import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../components/admin/list-search.ts';
import { CommentListQuery, ExpertQueueQuery } from '../../../../contract/admin-comments.ts';
import { CommentListPage, type CommentPageSearch } from '../../../../domains/admin-diaries/comment-list-page.tsx';

/** SPEC §2 /admin/parent-diary/comment: community comments, or the expert queue with `tab=expert`; filters in the URL. */
export const Route = createFileRoute('/admin/parent-diary/comment/')({
  validateSearch: (search): CommentPageSearch =>
    search.tab === 'expert' ? { tab: 'expert', ...parseListSearch(ExpertQueueQuery, search) } : parseListSearch(CommentListQuery, search),
  component: function CommentListRoute() {
    return <CommentListPage search={Route.useSearch()} />;
  },
});
