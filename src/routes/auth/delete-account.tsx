import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '../../domains/auth/delete-account-page.tsx';

export const Route = createFileRoute('/auth/delete-account')({
  component: DeleteAccountPage,
});
