/**
 * The app shell's splash (index.html, #app-splash): the brand is painted with the HTML, before the
 * entry script has arrived, instead of a white screen on a slow line (decision 0036). It stays over
 * the page until the router has rendered the first route, so the route's chunks, guards and
 * catalogues load behind it rather than behind a spinner; a start that never renders lets it go
 * after SPLASH_MAX_MS and shows whatever is there.
 */
export const SPLASH_MAX_MS = 10_000;

type RenderEvents = { subscribe: (event: 'onRendered', listener: () => void) => () => void };
type Page = { getElementById: (id: string) => { remove: () => void } | null };

export function dismissSplashOnFirstRender(router: RenderEvents, doc: Page = document): void {
  const splash = doc.getElementById('app-splash');
  if (!splash) return;
  let unsubscribe = (): void => undefined;
  const dismiss = (): void => {
    unsubscribe();
    clearTimeout(timer);
    splash.remove();
  };
  const timer = setTimeout(dismiss, SPLASH_MAX_MS);
  unsubscribe = router.subscribe('onRendered', dismiss);
}
