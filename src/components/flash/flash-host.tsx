import { lazy, Suspense, useSyncExternalStore } from 'react';
import { flash } from '../../lib/ui/flash-store.ts';

// The message itself loads only when there is one: the entry chunk carries just this watcher.
const Flash = lazy(() => import('./flash.tsx').then((module) => ({ default: module.Flash })));

/** Watches lib/ui/flash-store.ts from the root; the live region is always present for screen readers. */
export function FlashHost() {
  const message = useSyncExternalStore(flash.subscribe, flash.current, () => null);
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <Suspense fallback={null}>
          <Flash message={message} />
        </Suspense>
      ) : null}
    </div>
  );
}
