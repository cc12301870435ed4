import { createFileRoute } from '@tanstack/react-router';
import { SettingPage } from '../../../domains/my-page/setting-page.tsx';

export const Route = createFileRoute('/_member/my-page/setting')({
  component: SettingPage,
});
