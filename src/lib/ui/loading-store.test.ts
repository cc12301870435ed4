import { describe, expect, it } from 'vitest';
import { loadingOverlay, withLoading } from './loading-store.ts';

describe('SPEC §2 global loading overlay', () => {
  it('balances nested show/hide and hides after a failed promise', async () => {
    loadingOverlay.reset();
    const seen: boolean[] = [];
    const stop = loadingOverlay.subscribe(() => seen.push(loadingOverlay.isVisible()));
    loadingOverlay.show();
    loadingOverlay.show();
    loadingOverlay.hide();
    expect(loadingOverlay.isVisible()).toBe(true);
    loadingOverlay.hide();
    expect(loadingOverlay.isVisible()).toBe(false);
    await expect(withLoading(Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(loadingOverlay.isVisible()).toBe(false);
    stop();
    expect(seen).toEqual([true, true, true, false, true, false]);
  });
});
