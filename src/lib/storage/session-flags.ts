/** sessionStorage flags (one tab's life): the chunk-reload guard of SPEC §2. */
const CHUNK_RELOAD_KEY = 'dodam:chunk-reloaded';

function session(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** True the first time in this tab; false once a reload was already attempted. */
export function takeChunkReload(): boolean {
  const s = session();
  if (!s || s.getItem(CHUNK_RELOAD_KEY)) return false;
  s.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  return true;
}

export function resetChunkReload(): void {
  session()?.removeItem(CHUNK_RELOAD_KEY);
}
