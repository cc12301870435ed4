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

/** Tells the user that what they see comes from the offline copy (ARCHITECTURE §5). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <p className={css.banner} role="status">
      <Trans>You are offline. Showing the pages you have already visited.</Trans>
    </p>
  );
}
