import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../../../domains/admin-kit/list-search.ts';
import { openList } from '../../../../domains/admin-kit/open-list.ts';
import { DiaryListQuery } from '../../../../contract/admin-diaries.ts';
import { diaryList } from '../../../../domains/admin-diaries/diary-list.tsx';

/** SPEC §2 /admin/parent-diary/diary: every member's entries; the loader checks the URL once (decisions 0041, 0045). */
export const Route = createFileRoute('/admin/parent-diary/diary/')({
  validateSearch: listSearch(DiaryListQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => openList(diaryList, context.queryClient, deps, preload),
  component: function DiaryListRoute() {
    return <AdminListPage list={diaryList} view={Route.useLoaderData()} />;
  },
});
