import { createFileRoute } from '@tanstack/react-router';
import { SignUpDonePage } from '../../../domains/auth/sign-up-done-page.tsx';

export const Route = createFileRoute('/auth/sign-up/done')({
  component: SignUpDonePage,
});
