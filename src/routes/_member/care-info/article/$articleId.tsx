import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../lib/routing/id-params.ts';
import { ArticlePage } from '../../../../domains/care-info/article-page.tsx';
import { meQuery } from '../../../../lib/auth/session-queries.ts';

/** A care-info article (decision 0066); a malformed id is the 404 page. */
export const Route = createFileRoute('/_member/care-info/article/$articleId')({
  params: idParams('articleId'),
  staticData: { offline: 'works' },
  component: function ArticleRoute() {
    const articleId = Route.useParams().articleId;
    const me = useQuery(meQuery());
    return <ArticlePage articleId={articleId} canSave={me.data?.role === 'ROLE_MEMBER'} />;
  },
});
