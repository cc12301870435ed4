import { createFileRoute } from '@tanstack/react-router';
import { SharedDiaryPage } from '../../../../../domains/community/shared-diary-page.tsx';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { sharedDiaryQuery } from '../../../../../domains/community/community-queries.ts';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.diaryId);
    if (id !== undefined) startQuery(context.queryClient, sharedDiaryQuery(id), { preload });
  },
  component: function SharedDiaryRoute() {
    const { diaryId } = Route.useParams();
    return <SharedDiaryPage key={diaryId} diaryId={Number(diaryId)} />;
  },
});
