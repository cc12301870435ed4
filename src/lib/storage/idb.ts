/** The only idb-keyval user: the persisted query cache, and the offline drafts and outbox (idbTable). */
import { createStore, del, get, promisifyRequest, set, values, type UseStore } from 'idb-keyval';

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

/** A key-value store of its own IndexedDB database (idb-keyval opens one object store per database). */
export type IdbTable<T> = {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  del(key: string): Promise<void>;
  values(): Promise<T[]>;
  /**
   * Reads the row and writes what `change` makes of it (undefined deletes it) in one readwrite
   * transaction: no other tab's write lands in between (IndexedDB serializes such transactions).
   */
  update(key: string, change: (stored: T | undefined) => T | undefined): Promise<void>;
};

export function idbTable<T>(database: string): IdbTable<T> {
  let table: UseStore | null = null;
  const open = () => (table ??= createStore(database, 'rows'));
  return {
    get: (key) => get<T>(key, open()),
    set: (key, value) => set(key, value, open()),
    del: (key) => del(key, open()),
    values: () => values<T>(open()),
    update: (key, change) =>
      open()('readwrite', (rows) => {
        const read = rows.get(key);
        read.onsuccess = () => {
          const next = change(read.result as T | undefined);
          if (next === undefined) rows.delete(key);
          else rows.put(next, key);
        };
        return promisifyRequest(rows.transaction);
      }),
  };
}
