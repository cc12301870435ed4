import { createFileRoute } from '@tanstack/react-router';
import { rowIdOf } from '../../../../contract/primitives.ts';
import { NoticeDetailPage } from '../../../../domains/notices/notice-detail-page.tsx';

/** SPEC §2 /my-page/notice/detail?noticeId=… (decision 0065). */
export const Route = createFileRoute('/_member/my-page/notice/detail')({
  validateSearch: (search): { noticeId?: number } => ({ noticeId: rowIdOf(search.noticeId) }),
  component: function NoticeDetailRoute() {
    return <NoticeDetailPage noticeId={Route.useSearch().noticeId} />;
  },
});
