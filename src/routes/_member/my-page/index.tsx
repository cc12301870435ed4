import { createFileRoute } from '@tanstack/react-router';
import { MyPageMenu } from '../../../domains/my-page/my-page-menu.tsx';

export const Route = createFileRoute('/_member/my-page/')({
  component: MyPageMenu,
});
