import { createFileRoute } from '@tanstack/react-router';
import { MyPageMenu } from '../../../domains/my-page/my-page-menu.tsx';
import { useUnreadNotices } from '../../../domains/notices/notice-queries.ts';

/** The menu, with a dot on 공지사항 while a notice is unread (decision 0065): two domains composed here. */
export const Route = createFileRoute('/_member/my-page/')({
  component: function MyPageRoute() {
    const unreadNotices = useUnreadNotices();
    return <MyPageMenu unread={{ '/my-page/notice': unreadNotices > 0 }} />;
  },
});
