import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../domains/legal/privacy-policy-page.tsx';

export const Route = createFileRoute('/auth/privacy-policy')({
  component: PrivacyPolicyPage,
});
