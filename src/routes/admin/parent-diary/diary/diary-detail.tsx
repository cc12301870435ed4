import { createFileRoute } from '@tanstack/react-router';
import { diaryIdSearch } from '../../../../domains/admin-diaries/detail-search.ts';
import { DiaryDetailPage } from '../../../../domains/admin-diaries/diary-detail-page.tsx';

/** SPEC §2 /admin/parent-diary/diary/diary-detail?diaryId=…: one entry (decision 0042). */
export const Route = createFileRoute('/admin/parent-diary/diary/diary-detail')({
  validateSearch: diaryIdSearch,
  component: function DiaryDetailRoute() {
    return <DiaryDetailPage diaryId={Route.useSearch().diaryId} origin="diary" />;
  },
});
