import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { rowIdOf } from '../../../../contract/primitives.ts';
import { ArticlePage } from '../../../../domains/care-info/article-page.tsx';
import { meQuery } from '../../../../lib/auth/session-queries.ts';

/** A care-info article (decision 0066); a malformed id is the 404 page. */
export const Route = createFileRoute('/_member/care-info/article/$articleId')({
  staticData: { offline: 'works' },
  beforeLoad: ({ params }) => {
    if (rowIdOf(params.articleId) === undefined) throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
  component: function ArticleRoute() {
    const articleId = rowIdOf(Route.useParams().articleId) ?? 0;
    const me = useQuery(meQuery());
    return <ArticlePage articleId={articleId} canSave={me.data?.role === 'ROLE_MEMBER'} />;
  },
});
