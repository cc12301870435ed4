import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../domains/auth/sign-in-page.tsx';

export const Route = createFileRoute('/auth/sign-in/')({
  component: SignInPage,
});
