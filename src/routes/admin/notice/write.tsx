import { createFileRoute } from '@tanstack/react-router';
import { urlId, urlValues, type ListUrl } from '../../../domains/admin-kit/list-search.ts';
import { NoticeWritePage } from '../../../domains/admin-notices/notice-write-page.tsx';

/** SPEC §2 /admin/notice/write: a new notice, or `?noticeId=` to change one (decision 0065). */
export const Route = createFileRoute('/admin/notice/write')({
  validateSearch: (search): ListUrl<{ noticeId: string }> => urlValues(search),
  component: function NoticeWriteRoute() {
    const noticeId = urlId(Route.useSearch().noticeId);
    return <NoticeWritePage key={noticeId ?? 'new'} noticeId={noticeId} />;
  },
});
