import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../domains/legal/terms-page.tsx';

export const Route = createFileRoute('/auth/terms-of-service')({
  component: TermsPage,
});
