import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../../lib/routing/id-search.ts';
import { openList } from '../../../domains/admin-kit/open-list.ts';
import { AdminArticleListQuery } from '../../../contract/admin-articles.ts';
import { ArticleDetailPage } from '../../../domains/admin-articles/article-detail-page.tsx';
import { articleList } from '../../../domains/admin-articles/article-list.tsx';

const listOf = listSearch(AdminArticleListQuery);
const idOf = idSearch('articleId');

/** Beyond SPEC §2's menu: the care-info articles (decision 0066); `?articleId=` opens one. */
export const Route = createFileRoute('/admin/care-info/')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.articleId === undefined ? openList(articleList, context.queryClient, deps, preload) : null),
  component: function ArticlesRoute() {
    const { articleId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (articleId !== undefined) return <ArticleDetailPage articleId={articleId} />;
    return view ? <AdminListPage list={articleList} view={view} /> : null;
  },
});
