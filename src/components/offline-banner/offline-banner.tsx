import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import * as css from './offline-banner.css.ts';

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
  // A page never saved has its own notice in place of the page, which says why (decision 0053).
  if (online || unsaved) return null;
  return (
    <p className={css.banner} role="status">
      <Trans>You are offline. Showing the pages you have already visited.</Trans>
    </p>
  );
}
