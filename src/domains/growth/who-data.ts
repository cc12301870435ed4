/**
 * The WHO tables load lazily (their own chunk, ~6 KB gzip): never in the initial JS of /main.
 * Loaded once per page session; the form uses them for WHO's implausibility limits as soon as
 * they are here, and the chart waits for them.
 */
import { useEffect, useState } from 'react';
import type { LmsLookup } from '../../contract/growth/measures.ts';

let loading: Promise<LmsLookup> | null = null;
let loaded: LmsLookup | null = null;

export function loadWhoLms(): Promise<LmsLookup> {
  loading ??= import('../../contract/growth/who-lms.ts').then((module) => {
    loaded = module.whoLms;
    return module.whoLms;
  });
  return loading;
}

/** The WHO lookup, or null until its chunk has arrived (or when it failed to load). */
export function useWhoLms(): LmsLookup | null {
  const [lookup, setLookup] = useState<LmsLookup | null>(loaded);
  useEffect(() => {
    if (lookup) return;
    let live = true;
    loadWhoLms().then(
      (found) => live && setLookup(() => found),
      () => {
        // The form still checks the unit ranges and the server checks everything.
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, [lookup]);
  return lookup;
}
