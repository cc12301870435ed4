import { createFileRoute } from '@tanstack/react-router';
import { urlId, urlValues, type ListUrl } from '../../../domains/admin-kit/list-search.ts';
import { ArticleWritePage } from '../../../domains/admin-articles/article-write-page.tsx';

/** A new care-info article, or `?articleId=` to change, publish, schedule or hide one (decision 0066). */
export const Route = createFileRoute('/admin/care-info/write')({
  validateSearch: (search): ListUrl<{ articleId: string }> => urlValues(search),
  component: function ArticleWriteRoute() {
    const articleId = urlId(Route.useSearch().articleId);
    return <ArticleWritePage key={articleId ?? 'new'} articleId={articleId} />;
  },
});
