import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../domains/auth/sign-in-page.tsx';
import { safeReturnPath } from '../../../lib/auth/return-path.ts';

/** `returnTo`: the page a lost session left (decision 0049); only a path of this app is kept. */
export const Route = createFileRoute('/auth/sign-in/')({
  validateSearch: (search): { returnTo?: string | undefined } => ({ returnTo: safeReturnPath(search['returnTo']) }),
  component: SignInPage,
});
