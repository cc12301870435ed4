import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../lib/routing/id-params.ts';
import { DiaryEditPage } from '../../../../domains/diary/diary-edit-page.tsx';
import { startQuery } from '../../../../lib/query/start-query.ts';
import { diaryQuery } from '../../../../domains/diary/diary-queries.ts';

export const Route = createFileRoute('/_member/diary/write/$diaryId')({
  params: idParams('diaryId'),
  loader: ({ context, params, preload }) => {
    const id = params.diaryId;
    startQuery(context.queryClient, diaryQuery(id), { preload });
  },
  component: function DiaryEditRoute() {
    const { diaryId } = Route.useParams();
    return <DiaryEditPage diaryId={diaryId} />;
  },
});
