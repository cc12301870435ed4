import {
  hashKey,
  onlineManager,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';
import { quietErrors, speakErrors } from '../api/error-navigation.ts';

/**
 * Route loaders (decision 0039): a loader starts its page's first query and returns at once. It never
 * waits for the answer, so navigation is not held and a failure never reaches the route's error
 * component: the page shows its own loading, offline and error states as before. With the router's
 * intent preloading, the fetch begins when a link is hovered or touched.
 *
 * - Offline nothing starts: the page reads the stored copy and its query waits for the connection.
 * - Data already in the cache is kept (ensureQueryData): the page decides whether to ask again.
 * - A preload's fetch is quiet (error-navigation.ts): its failure sends nobody to an error page.
 *   Opening the page claims a quiet fetch still under way, so a failure that arrives after the
 *   member opened the page leads to the SPEC §8 error page as it always did.
 */
export type Start = { preload: boolean };

/** The quiet fetches under way, by query hash: what an actual navigation claims. */
const quietFetches = new Map<string, AbortSignal>();

/** Resolves with the data once it is there (undefined offline or on a failure) for a loader that starts what follows from it. */
export function startQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  { preload }: Start,
): Promise<T | undefined> {
  const queryFn = prepare<T, K, never>(options.queryKey, options.queryFn, preload);
  if (!queryFn) return Promise.resolve(undefined);
  return queryClient.ensureQueryData({ ...options, queryFn }).catch(() => undefined);
}

export function startInfiniteQuery<T, K extends QueryKey, P>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
  { preload }: Start,
): void {
  const queryFn = prepare<T, K, P>(options.queryKey, options.queryFn, preload);
  if (!queryFn) return;
  queryClient.ensureInfiniteQueryData({ ...options, queryFn }).catch(ignore);
}

function prepare<T, K extends QueryKey, P>(
  queryKey: K,
  queryFn: QueryFunction<T, K, P> | SkipToken | undefined,
  preload: boolean,
): QueryFunction<T, K, P> | undefined {
  if (!onlineManager.isOnline() || typeof queryFn !== 'function') return undefined;
  const hash = hashKey(queryKey);
  if (!preload) {
    const quiet = quietFetches.get(hash);
    if (quiet) speakErrors(quiet);
    return queryFn;
  }
  return (context: QueryFunctionContext<K, P>) => {
    quietErrors(context.signal);
    quietFetches.set(hash, context.signal);
    return Promise.resolve(queryFn(context)).finally(() => {
      if (quietFetches.get(hash) === context.signal) quietFetches.delete(hash);
    });
  };
}

/** The failure stays in the query's state, where the page reads it. */
function ignore(): void {}
