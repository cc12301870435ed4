import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../domains/my-page/profile-page.tsx';

export const Route = createFileRoute('/_member/my-page/profile')({
  component: ProfilePage,
});
