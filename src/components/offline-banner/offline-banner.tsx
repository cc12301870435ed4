import { Trans } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import * as css from './offline-banner.css.ts';

/** The offline banner's height while it shows: sticky headers start below it. */
export const BANNER_HEIGHT_VAR = '--offline-banner-height';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser is online, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Tells the user that what they see comes from the offline copy (ARCHITECTURE §5), and only that
 * when it is true: a page never saved has its own notice instead (`unsaved`, decision 0053).
 */
export function OfflineBanner({ unsaved = false }: { unsaved?: boolean }) {
  const online = useOnline();
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = !online && !unsaved;
  // The page's sticky header sits under the banner, never behind it: the banner's height is its top
  // (BANNER_HEIGHT_VAR, read by page.css.ts), so the title and the back button stay in sight and reachable.
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement.style;
    const place = () => root.setProperty(BANNER_HEIGHT_VAR, `${banner.offsetHeight}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [shown]);
  // A page never saved has its own notice in place of the page, which says why (decision 0053).
  if (!shown) return null;
  return (
    <p ref={ref} className={css.banner} role="status">
      <Trans>You are offline. Showing the pages you have already visited.</Trans>
    </p>
  );
}
