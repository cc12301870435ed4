import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { ChildWordsPage } from '../../../../../domains/child-words/child-words-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { childMessagesQuery } from '../../../../../domains/child-words/child-words-queries.ts';

export const Route = createFileRoute('/_member/my-page/child-words/$childId/')({
  params: idParams('childId'),
  loader: ({ context, params, preload }) => {
    const id = params.childId;
    startQuery(context.queryClient, childMessagesQuery(id), { preload });
  },
  component: function ChildWordsRoute() {
    const { childId } = Route.useParams();
    return <ChildWordsPage childId={childId} />;
  },
});
