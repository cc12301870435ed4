import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../features/auth/sign-in-page.tsx';

export const Route = createFileRoute('/auth/sign-in/')({
  component: SignInPage,
});
