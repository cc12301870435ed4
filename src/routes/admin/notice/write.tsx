import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../../lib/routing/id-search.ts';
import { NoticeWritePage } from '../../../domains/admin-notices/notice-write-page.tsx';

/** SPEC §2 /admin/notice/write: a new notice, or `?noticeId=` to change one (decision 0065). */
export const Route = createFileRoute('/admin/notice/write')({
  validateSearch: idSearch('noticeId'),
  component: function NoticeWriteRoute() {
    const { noticeId } = Route.useSearch();
    return <NoticeWritePage key={noticeId ?? 'new'} noticeId={noticeId} />;
  },
});
