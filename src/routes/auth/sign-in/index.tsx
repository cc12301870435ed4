import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../domains/auth/sign-in-page.tsx';

/**
 * `returnTo`: the page a lost session left (decision 0049), kept as text here (the route tree is in
 * the first page's JS) and taken only as a path of this app by the sign-in (safeReturnPath).
 */
export const Route = createFileRoute('/auth/sign-in/')({
  validateSearch: (search): { returnTo?: string | undefined } => ({
    returnTo: typeof search['returnTo'] === 'string' && search['returnTo'].length <= 1000 ? search['returnTo'] : undefined,
  }),
  component: SignInPage,
});
