import { createFileRoute } from '@tanstack/react-router';
import { MyPageMenu } from '../../../domains/my-page/my-page-menu.tsx';
import { useUnreadInquiryAnswers } from '../../../domains/inquiries/inquiry-queries.ts';
import { useUnreadNotices } from '../../../domains/notices/notice-queries.ts';

/**
 * The menu, with a dot on 공지사항 while a notice is unread (decision 0065) and on 1:1 문의 while an
 * answer is unread (decision 0072): the domains composed here.
 */
export const Route = createFileRoute('/_member/my-page/')({
  component: function MyPageRoute() {
    const unreadNotices = useUnreadNotices();
    const unreadAnswers = useUnreadInquiryAnswers();
    return <MyPageMenu unread={{ '/my-page/notice': unreadNotices > 0, '/my-page/inquiry': unreadAnswers > 0 }} />;
  },
});
