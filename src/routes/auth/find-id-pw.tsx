import { createFileRoute } from '@tanstack/react-router';
import { FindIdPwPage } from '../../domains/auth/find-id-pw-page.tsx';

export const Route = createFileRoute('/auth/find-id-pw')({
  component: FindIdPwPage,
});
