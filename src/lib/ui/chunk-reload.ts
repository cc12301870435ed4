/** SPEC §2: if a page module fails to load, the page reloads once (a sessionStorage flag stops loops). */
import { resetChunkReload, takeChunkReload } from '../storage/session-flags.ts';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(`${error.name} ${error.message}`);
}

export function reloadOnceForChunk(): boolean {
  // Offline a reload cannot fetch the chunk either, and without a service worker it lands on the
  // browser's offline page with the form gone: the page stays, and says what failed.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  if (!takeChunkReload()) return false;
  window.location.reload();
  return true;
}

/** Vite reports failed preloads of lazy chunks with 'vite:preloadError'. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunk()) event.preventDefault();
  });
  // A page that loaded fine clears the flag after a while, so a later deploy may reload again.
  window.setTimeout(resetChunkReload, 10_000);
}
