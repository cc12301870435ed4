import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { SharedDiaryPage } from '../../../../../domains/community/shared-diary-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { sharedDiaryQuery } from '../../../../../domains/community/community-queries.ts';

export const Route = createFileRoute('/_member/community/shared-diary/$diaryId/')({
  params: idParams('diaryId'),
  loader: ({ context, params, preload }) => {
    const id = params.diaryId;
    startQuery(context.queryClient, sharedDiaryQuery(id), { preload });
  },
  component: function SharedDiaryRoute() {
    const { diaryId } = Route.useParams();
    return <SharedDiaryPage key={diaryId} diaryId={diaryId} />;
  },
});
