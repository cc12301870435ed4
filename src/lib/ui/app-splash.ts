/**
 * The app shell's splash (index.html, #app-splash): the brand is painted with the HTML, before the
 * entry script has arrived, instead of a white screen on a slow line (decision 0036). It stays over
 * the page until the first page itself has rendered (FirstPageInSlices calls dismissSplash), so the
 * route's chunks, guards and catalogues load behind it rather than behind a spinner; a start that
 * never renders lets it go after SPLASH_MAX_MS and shows whatever is there.
 */
export const SPLASH_MAX_MS = 10_000;

type Page = { getElementById: (id: string) => { remove: () => void } | null };

let timer: ReturnType<typeof setTimeout> | undefined;

/** Starts the longest wait; the splash goes at the first page's render or after SPLASH_MAX_MS. */
export function holdSplash(doc: Page = document): void {
  if (!doc.getElementById('app-splash')) return;
  clearTimeout(timer);
  timer = setTimeout(() => dismissSplash(doc), SPLASH_MAX_MS);
}

export function dismissSplash(doc: Page = document): void {
  clearTimeout(timer);
  timer = undefined;
  doc.getElementById('app-splash')?.remove();
}
