import { lazy, type ComponentType } from 'react';

type Watch = ComponentType<{ onUnsaved: (unsaved: boolean) => void }>;

/**
 * The unsaved-page watch's chunk (decision 0053), asked for only once the phone is offline. It may not
 * be there: on a first visit no service worker holds it yet. A failed import would turn the whole page
 * into the error screen, words and all; instead it waits, showing nothing, and is asked for again
 * once the phone is back online, ready for the next time it goes offline (decision 0058; the diary
 * editor's Lexical chunk does the same).
 */
function loadWatch(): Promise<{ default: Watch }> {
  return import('./unsaved-watch.tsx').catch(() => new Promise((resolve) => addEventListener('online', () => resolve(loadWatch()), { once: true })));
}

export const UnsavedWatch = lazy(loadWatch);
