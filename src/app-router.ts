import { createRouter, type AnyRoute, type AnyRouter, type Router } from '@tanstack/react-router';
import { Spinner } from './components/loading-overlay/loading-overlay.tsx';
import { setErrorNavigator, setLocalDataClearer } from './lib/api/error-navigation.ts';
import { clearEverything } from './lib/auth/session.ts';
import type { AppName } from './lib/routing/apps.ts';
import { getTokens } from './lib/storage/keys.ts';
import { queryClient } from './lib/query/query-client.ts';
import type { routeTree } from './routeTree.gen.ts';

/**
 * The router of one app (decision 0089): the members' (src/main.tsx) or the back office's
 * (src/admin-main.tsx), each with its own tree; the root route sends a page of the other app there.
 */
export function createAppRouter(tree: AnyRoute, app: AppName): AnyRouter {
  const router = createRouter({
    routeTree: tree,
    // Route loaders start their page's first query (decision 0039); hovering or touching a link runs them.
    context: { queryClient, app },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    notFoundMode: 'root',
    caseSensitive: true,
    defaultPendingComponent: Spinner,
    defaultPendingMs: 400,
  });

  // A signed-in first visit: the page's chunks load beside the guard's requests (SPEC §5), not after
  // them, which saves a phone a round trip or more before the page can paint (decision 0056).
  if (typeof window !== 'undefined' && getTokens()) {
    const [first] = router.getMatchedRoutes(window.location.pathname);
    for (const route of first) void router.loadRouteChunk(route)?.catch(() => undefined);
  }

  // SPEC §8: the API layer sends the browser to /error/{code} through the router; a 401 names the
  // page it left, for the sign-in to come back to (decision 0049).
  // (The return path is loaded on demand: it is only for a 401, and the first page's JS has no room.)
  setErrorNavigator((href) => {
    const go = (to: string) => void router.navigate({ href: to, replace: true });
    if (!href.startsWith('/error/401')) return go(href);
    void import('./lib/auth/return-path.ts').then(
      ({ withReturnPath }) => go(withReturnPath(href)),
      () => go(href),
    );
  });
  setLocalDataClearer(() => {
    void clearEverything();
  });
  return router;
}

/**
 * Links and route hooks are typed by the whole tree (src/routeTree.gen.ts, every page of both apps):
 * a link to the other app's page still compiles, and the root route loads that app for it.
 */
declare module '@tanstack/react-router' {
  interface Register {
    router: Router<typeof routeTree>;
  }
}
