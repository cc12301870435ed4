import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/error/')({
  beforeLoad: () => {
    throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
});
