import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC §2: the root redirects to /auth/sign-in (the guard sends signed-in visitors on to /main). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/sign-in', replace: true });
  },
});
