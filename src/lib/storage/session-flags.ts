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

const APP_SWITCH_KEY = 'dodam:app-switch';

/**
 * True the first time this tab loads `href` to reach the other app (decision 0089); false when the
 * last switch was to the same address, which means the page came back in the wrong app (a service
 * worker of an older build answering its shell): one attempt, never a loop.
 */
export function takeAppSwitch(href: string): boolean {
  const s = tabStorage();
  if (!s) return true;
  if (s.getItem(APP_SWITCH_KEY) === href) return false;
  s.setItem(APP_SWITCH_KEY, href);
  return true;
}

export function resetAppSwitch(): void {
  tabStorage()?.removeItem(APP_SWITCH_KEY);
}
