/** sessionStorage flags (one tab's life): the chunk-reload guard of SPEC §2. */
const CHUNK_RELOAD_KEY = 'dodam:chunk-reloaded';

/** The tab's sessionStorage, or null where the browser refuses it (privacy mode, a sandboxed frame). */
export function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** True the first time in this tab; false once a reload was already attempted. */
export function takeChunkReload(): boolean {
  const s = tabStorage();
  if (!s || s.getItem(CHUNK_RELOAD_KEY)) return false;
  s.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  return true;
}

export function resetChunkReload(): void {
  tabStorage()?.removeItem(CHUNK_RELOAD_KEY);
}
