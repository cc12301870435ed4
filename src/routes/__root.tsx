import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { FirstPageInSlices } from '../components/first-page/first-page-in-slices.tsx';
import { LoadingOverlay } from '../components/loading-overlay/loading-overlay.tsx';
import { OfflineBanner, useOnline } from '../components/offline-banner/offline-banner.tsx';
import { UnsavedWatch } from '../components/offline-banner/unsaved-watch-loader.ts';
import * as offlineCss from '../components/offline-banner/offline-banner.css.ts';
import { RouteFocus } from '../components/route-focus/route-focus.tsx';
import { SkipLink } from '../components/skip-link/skip-link.tsx';
import { RouteError } from '../components/route-error/route-error.tsx';
import { UpdatePrompt } from '../components/update-prompt/update-prompt.tsx';
import { runGuard } from '../lib/auth/guard-runner.ts';
import { withReturnFrom } from '../lib/auth/return-path.ts';
import { normalizePath } from '../lib/auth/paths.ts';
import { appOfPath, pathOf, settleApp, switchApp, type AppName } from '../lib/routing/apps.ts';

/**
 * What every loader gets: the query client its page's first query starts in (decision 0039), and
 * which app's router runs (decision 0089).
 */
export type RouterContext = { queryClient: QueryClient; app: AppName };

/** While the other app's shell loads in this page's place: the navigation never ends here. */
const leaving = (): Promise<never> => new Promise<never>(() => undefined);

/** The root runs the guard (SPEC §5) before every navigation; both apps share it (decision 0089). */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, matches, context }) => {
    // Decision 0089: a page of the other app (a link, a redirect, an error page) loads that app.
    if (appOfPath(location.pathname) !== context.app && switchApp(location.href)) return leaving();
    // SPEC §2: unknown paths go to /error/404, before the guard asks for tokens.
    const last = matches.at(-1);
    const matched = last && last.routeId !== '__root__' && normalizePath(last.pathname).toLowerCase() === normalizePath(location.pathname).toLowerCase();
    if (!matched) {
      throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
    }
    settleApp(context.app, location.pathname);
    const guarded = (await runGuard(location.pathname)).redirect;
    const target = guarded === null ? null : withReturnFrom(guarded, location.pathname + location.searchStr);
    if (target && normalizePath(pathOf(target)) !== normalizePath(location.pathname)) {
      if (appOfPath(pathOf(target)) !== context.app && switchApp(target)) return leaving();
      throw redirect({ href: target, replace: true });
    }
  },
  component: Root,
  notFoundComponent: () => <Navigate to="/error/$code" params={{ code: '404' }} replace />,
  errorComponent: RouteError,
});

function Root() {
  // Offline, a page never saved shows what is saved instead of endless skeletons (decision 0053).
  const online = useOnline();
  const [unsaved, setUnsaved] = useState(false);
  return (
    <>
      <SkipLink />
      <OfflineBanner unsaved={!online && unsaved} />
      {/* Loaded only offline: outside the first page's JS (the service worker precaches it). */}
      {online ? null : (
        <Suspense fallback={null}>
          <UnsavedWatch onUnsaved={setUnsaved} />
        </Suspense>
      )}
      <div className={!online && unsaved ? offlineCss.hidden : offlineCss.contents}>
        <FirstPageInSlices>
          <Outlet />
        </FirstPageInSlices>
      </div>
      <RouteFocus />
      <LoadingOverlay />
      <UpdatePrompt />
    </>
  );
}
