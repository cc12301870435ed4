import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../../domains/auth/sign-up-page.tsx';

export const Route = createFileRoute('/auth/sign-up/')({
  component: SignUpPage,
});
