import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updateStore } from '../../lib/pwa/register-sw.ts';

/** The toast itself loads only when a new version waits (rare): the first page's script carries this gate alone. */
const UpdateToast = lazy(() => import('./update-toast.tsx'));

/** Offers the waiting version once the service worker found one (ARCHITECTURE §5). */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateStore.subscribe, updateStore.isWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
