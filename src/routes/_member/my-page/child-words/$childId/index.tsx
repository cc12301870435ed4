import { createFileRoute } from '@tanstack/react-router';
import { ChildWordsPage } from '../../../../../domains/child-words/child-words-page.tsx';

export const Route = createFileRoute('/_member/my-page/child-words/$childId/')({
  component: function ChildWordsRoute() {
    const { childId } = Route.useParams();
    return <ChildWordsPage childId={Number(childId)} />;
  },
});
