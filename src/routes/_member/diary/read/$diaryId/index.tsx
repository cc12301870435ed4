import { createFileRoute } from '@tanstack/react-router';
import { DiaryReadPage } from '../../../../../domains/diary/diary-read-page.tsx';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { diaryQuery } from '../../../../../domains/diary/diary-queries.ts';

export const Route = createFileRoute('/_member/diary/read/$diaryId/')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.diaryId);
    if (id !== undefined) startQuery(context.queryClient, diaryQuery(id), { preload });
  },
  component: function DiaryReadRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryReadPage diaryId={Number(diaryId)} />;
  },
});
