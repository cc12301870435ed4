/**
 * A page this phone never saved for offline use (decision 0053): offline, every query the page is
 * waiting on (session data aside) is paused with nothing stored, so it would show skeletons until the
 * connection returns. Worked out once for every page from the query cache, in the app shell, instead
 * of page by page; a route whose page works offline from what this device holds (the diary write
 * pages, its outbox and drafts) says so with `staticData: { offline: 'works' }`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline } from './offline-banner.tsx';
import { waitsOnNothing } from './waits-on-nothing.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** 'works': the page is useful offline even when its queries have nothing stored (decision 0053). */
    offline?: 'works';
  }
}

/** How long a page may wait on nothing before it says so: well within the 2 s a parent waits. */
const SETTLE_MS = 600;

export function useUnsavedPage(): boolean {
  const queryClient = useQueryClient();
  const online = useOnline();
  const works = useMatches({ select: (matches) => matches.some((match) => match.staticData.offline === 'works') });
  const [found, setFound] = useState(false);
  const watching = !online && !works;
  useEffect(() => {
    if (!watching) return;
    const cache = queryClient.getQueryCache();
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      const now = waitsOnNothing(cache.findAll({ type: 'active' }));
      if (!now) return setFound(false);
      timer = window.setTimeout(() => setFound(waitsOnNothing(cache.findAll({ type: 'active' }))), SETTLE_MS);
    };
    check();
    const off = cache.subscribe(check);
    return () => {
      window.clearTimeout(timer);
      off();
    };
  }, [watching, queryClient]);
  return watching && found;
}
