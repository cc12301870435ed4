import type { Query } from '@tanstack/react-query';

/** Offline, the page's own queries all wait paused with nothing stored (the session's data is every page's, decision 0053). */
export function waitsOnNothing(queries: readonly Pick<Query, 'queryKey' | 'state'>[]): boolean {
  const page = queries.filter((query) => query.queryKey[0] !== 'session');
  return page.length > 0 && page.every((query) => query.state.data === undefined && query.state.fetchStatus === 'paused');
}
