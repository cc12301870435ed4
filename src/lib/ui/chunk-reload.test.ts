import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload.ts';

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { reload } });
});
afterEach(() => vi.unstubAllGlobals());

describe('SPEC §2: a page module that fails to load reloads the page once', () => {
  it('recognises failed dynamic imports of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/main-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
  it('reloads the first time only', () => {
    expect(reloadOnceForChunk()).toBe(true);
    expect(reloadOnceForChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('does not reload offline, where the chunk cannot come either and the page would be lost', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(reloadOnceForChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    expect(reloadOnceForChunk()).toBe(true);
  });
});
