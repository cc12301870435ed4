import { createFileRoute } from '@tanstack/react-router';
import { SignUpAddPage } from '../../../domains/auth/sign-up-add-page.tsx';

export const Route = createFileRoute('/auth/sign-up/add')({
  component: SignUpAddPage,
});
