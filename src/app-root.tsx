import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { i18n } from './lib/i18n/i18n.ts';
import { queryClient } from './lib/query/query-client.ts';

/** One app's tree (decision 0089): the members' (src/main.tsx) or the back office's (src/admin-main.tsx) router under the providers both share. */
export function AppRoot({ router }: { router: AnyRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
