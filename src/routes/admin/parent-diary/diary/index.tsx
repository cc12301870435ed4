import { createFileRoute } from '@tanstack/react-router';
import { urlValues } from '../../../../components/admin/list-search.ts';
import { DiaryListPage, type DiarySearch } from '../../../../domains/admin-diaries/diary-list-page.tsx';

/** SPEC §2 /admin/parent-diary/diary: every member's entries; the filters live in the URL, checked by the page (decision 0041). */
export const Route = createFileRoute('/admin/parent-diary/diary/')({
  validateSearch: (search): DiarySearch => urlValues(search),
  component: function DiaryListRoute() {
    return <DiaryListPage search={Route.useSearch()} />;
  },
});
