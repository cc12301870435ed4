import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../../lib/routing/id-search.ts';
import { openList } from '../../../domains/admin-kit/open-list.ts';
import { AdminNoticeListQuery } from '../../../contract/admin-notices.ts';
import { NoticeDetailPage } from '../../../domains/admin-notices/notice-detail-page.tsx';
import { noticeList } from '../../../domains/admin-notices/notice-list.tsx';

const listOf = listSearch(AdminNoticeListQuery);
const idOf = idSearch('noticeId');

/** SPEC §2 /admin/notice: the list; `?noticeId=` opens a notice (decision 0065). */
export const Route = createFileRoute('/admin/notice/')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.noticeId === undefined ? openList(noticeList, context.queryClient, deps, preload) : null),
  component: function NoticeRoute() {
    const { noticeId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (noticeId !== undefined) return <NoticeDetailPage noticeId={noticeId} />;
    return view ? <AdminListPage list={noticeList} view={view} /> : null;
  },
});
