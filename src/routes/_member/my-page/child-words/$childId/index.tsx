import { createFileRoute } from '@tanstack/react-router';
import { ChildWordsPage } from '../../../../../domains/child-words/child-words-page.tsx';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { childMessagesQuery } from '../../../../../domains/child-words/child-words-queries.ts';

export const Route = createFileRoute('/_member/my-page/child-words/$childId/')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.childId);
    if (id !== undefined) startQuery(context.queryClient, childMessagesQuery(id), { preload });
  },
  component: function ChildWordsRoute() {
    const { childId } = Route.useParams();
    return <ChildWordsPage childId={Number(childId)} />;
  },
});
