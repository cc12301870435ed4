import { createFileRoute } from '@tanstack/react-router';
import { DiaryEditPage } from '../../../../domains/diary/diary-edit-page.tsx';
import { paramId, startQuery } from '../../../../lib/query/start-query.ts';
import { diaryQuery } from '../../../../domains/diary/diary-queries.ts';

export const Route = createFileRoute('/_member/diary/write/$diaryId')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.diaryId);
    if (id !== undefined) startQuery(context.queryClient, diaryQuery(id), { preload });
  },
  component: function DiaryEditRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryEditPage diaryId={Number(diaryId)} />;
  },
});
