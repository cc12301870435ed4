import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../components/admin/list-search.ts';
import { DiaryListQuery } from '../../../../contract/admin-diaries.ts';
import { DiaryListPage, type DiarySearch } from '../../../../domains/admin-diaries/diary-list-page.tsx';

/** SPEC §2 /admin/parent-diary/diary: every member's entries; the filters live in the URL (decision 0041). */
export const Route = createFileRoute('/admin/parent-diary/diary/')({
  validateSearch: (search): DiarySearch => parseListSearch(DiaryListQuery, search),
  component: function DiaryListRoute() {
    return <DiaryListPage search={Route.useSearch()} />;
  },
});
