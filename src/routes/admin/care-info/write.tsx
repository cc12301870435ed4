import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../../lib/routing/id-search.ts';
import { ArticleWritePage } from '../../../domains/admin-articles/article-write-page.tsx';

/** A new care-info article, or `?articleId=` to change, publish, schedule or hide one (decision 0066). */
export const Route = createFileRoute('/admin/care-info/write')({
  validateSearch: idSearch('articleId'),
  component: function ArticleWriteRoute() {
    const { articleId } = Route.useSearch();
    return <ArticleWritePage key={articleId ?? 'new'} articleId={articleId} />;
  },
});
