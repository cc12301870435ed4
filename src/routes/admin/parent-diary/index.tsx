import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC §2: /admin/parent-diary redirects to /admin/parent-diary/diary. */
export const Route = createFileRoute('/admin/parent-diary/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/parent-diary/diary', replace: true });
  },
});
