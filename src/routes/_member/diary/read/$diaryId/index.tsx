import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { DiaryReadPage } from '../../../../../domains/diary/diary-read-page.tsx';
import { EntryBody } from '../../../../../domains/diary/entry-body.tsx';
import { ExpertCommentRequest } from '../../../../../domains/expert-comments/expert-comment-request.tsx';
import { ExpertDiaryPage } from '../../../../../domains/expert-comments/expert-diary-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { diaryQuery } from '../../../../../domains/diary/diary-queries.ts';

/**
 * SPEC §2 /diary/read/{diaryId}: the diary's entry page, with the expert comments' parts handed in
 * (decision 0052): the request under the member's entry, and the expert's own page of the entry.
 */
export const Route = createFileRoute('/_member/diary/read/$diaryId/')({
  params: idParams('diaryId'),
  loader: ({ context, params, preload }) => {
    const id = params.diaryId;
    startQuery(context.queryClient, diaryQuery(id), { preload });
  },
  component: function DiaryReadRoute() {
    const diaryId = Route.useParams().diaryId;
    return (
      <DiaryReadPage
        diaryId={diaryId}
        expert={{
          expertPage: <ExpertDiaryPage diaryId={diaryId} entry={(diary, before) => <EntryBody diary={diary} before={before} />} />,
          request: <ExpertCommentRequest diaryId={diaryId} />,
        }}
      />
    );
  },
});
