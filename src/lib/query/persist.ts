/** The query cache persisted to IndexedDB, busted by the build id, cleared on logout (ARCHITECTURE §5). */
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import { defaultShouldDehydrateQuery, type DehydrateOptions, type QueryClient } from '@tanstack/react-query';
import { idbDel, idbGet, idbSet } from '../storage/idb.ts';

const KEY = 'dodam-query-cache';
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

function isPersistedClient(value: unknown): value is PersistedClient {
  return typeof value === 'object' && value !== null && 'timestamp' in value && 'buster' in value && 'clientState' in value;
}

export const idbPersister: Persister = {
  persistClient: (client) => idbSet(KEY, client),
  restoreClient: async () => {
    const value = await idbGet(KEY);
    return isPersistedClient(value) ? value : undefined;
  },
  removeClient: () => idbDel(KEY),
};

/**
 * The back office's queries (every key starts with 'admin') stay out of the stored copy: an operator
 * reloads to see the latest state, and a list or a record's history restored from IndexedDB would be
 * shown as fresh for the default stale time although another operator may have changed it since
 * (decision 0082). Operators work online at a desk (SPEC §2's admin area); the member pages keep
 * their offline copy.
 */
export const persistedQueries: DehydrateOptions = {
  shouldDehydrateQuery: (query) => query.queryKey[0] !== 'admin' && defaultShouldDehydrateQuery(query),
};

let unsubscribe: (() => void) | null = null;

/**
 * How long start waits for the stored copy: online a slow IndexedDB must not hold the first page (the
 * server answers anyway); offline the stored copy is all there is, so a busy phone gets longer for it.
 */
export function restoreBound(online: boolean): number {
  return online ? 1500 : 10_000;
}

/** Restores (bounded, see restoreBound) and subscribes. */
export async function startPersistence(queryClient: QueryClient): Promise<void> {
  const options = { queryClient, persister: idbPersister, buster: BUILD_ID, maxAge: MAX_AGE, dehydrateOptions: persistedQueries };
  try {
    const bound = restoreBound(typeof navigator === 'undefined' || navigator.onLine);
    await Promise.race([persistQueryClientRestore(options), new Promise((resolve) => setTimeout(resolve, bound))]);
  } catch {
    // a broken store only costs the offline copy
  }
  unsubscribe = persistQueryClientSubscribe(options);
}

export async function clearPersistedCache(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  try {
    await idbPersister.removeClient();
  } catch {
    // nothing persisted
  }
}

export function stopPersistence(): void {
  unsubscribe?.();
  unsubscribe = null;
}
