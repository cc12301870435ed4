/** The only idb-keyval user: one IndexedDB store for the persisted query cache. */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;

function queryStore(): UseStore {
  store ??= createStore('dodam', 'query-cache');
  return store;
}

export function idbGet(key: string): Promise<unknown> {
  return get<unknown>(key, queryStore());
}

export function idbSet(key: string, value: unknown): Promise<void> {
  return set(key, value, queryStore());
}

export function idbDel(key: string): Promise<void> {
  return del(key, queryStore());
}
