import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { dismissSplash } from '../../lib/ui/app-splash.ts';

/**
 * The first page of a visit renders in slices (decision 0063). The router's first render is one
 * synchronous update (its store is read with useSyncExternalStore), and the whole first page in it
 * was one long task that kept a phone from answering a tap: 240-310 ms on a 4x slower CPU. With
 * useDeferredValue's initial value the shell commits first and the page then renders at a
 * transition's priority, which React splits into short tasks. The splash stays until the page is
 * there, so nothing blank is seen in between. Later navigations are not affected: once true, the
 * value stays true.
 */
export function FirstPageInSlices({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  useLayoutEffect(() => {
    if (ready) dismissSplash();
  }, [ready]);
  return ready ? children : null;
}
