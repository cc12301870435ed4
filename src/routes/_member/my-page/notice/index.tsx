import { createFileRoute } from '@tanstack/react-router';
import { NoticeListPage } from '../../../../domains/notices/notice-list-page.tsx';

/** SPEC §2 /my-page/notice (decision 0065). */
export const Route = createFileRoute('/_member/my-page/notice/')({
  component: NoticeListPage,
});
