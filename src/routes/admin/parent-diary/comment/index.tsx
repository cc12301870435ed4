import { createFileRoute } from '@tanstack/react-router';
import { urlValues } from '../../../../components/admin/list-search.ts';
import { CommentListPage, type CommentPageSearch } from '../../../../domains/admin-diaries/comment-list-page.tsx';

/** SPEC §2 /admin/parent-diary/comment: community comments, or the expert queue with `tab=expert`; filters in the URL, checked by the page. */
export const Route = createFileRoute('/admin/parent-diary/comment/')({
  validateSearch: (search): CommentPageSearch => urlValues(search),
  component: function CommentListRoute() {
    return <CommentListPage search={Route.useSearch()} />;
  },
});
