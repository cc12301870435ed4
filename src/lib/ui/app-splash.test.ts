import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissSplash, holdSplash, SPLASH_MAX_MS } from './app-splash.ts';

/** Decision 0036: the shell's splash covers the page until the first page has rendered, never longer than SPLASH_MAX_MS. */
function fixture(present = true) {
  let inPage = present;
  const splash = {
    removed: 0,
    remove() {
      this.removed++;
      inPage = false;
    },
  };
  const doc = { getElementById: (id: string) => (inPage && id === 'app-splash' ? splash : null) };
  return { splash, doc };
}

afterEach(() => vi.useRealTimers());

describe('the app shell splash', () => {
  it('goes once the first page has rendered, and the longest wait is called off', () => {
    vi.useFakeTimers();
    const f = fixture();
    holdSplash(f.doc);
    expect(f.splash.removed).toBe(0);
    dismissSplash(f.doc);
    expect(f.splash.removed).toBe(1);
    vi.advanceTimersByTime(SPLASH_MAX_MS);
    expect(f.splash.removed).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('goes after the longest wait when nothing renders', () => {
    vi.useFakeTimers();
    const f = fixture();
    holdSplash(f.doc);
    vi.advanceTimersByTime(SPLASH_MAX_MS - 1);
    expect(f.splash.removed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(f.splash.removed).toBe(1);
  });
  it('does nothing without a splash in the page', () => {
    vi.useFakeTimers();
    const f = fixture(false);
    holdSplash(f.doc);
    expect(vi.getTimerCount()).toBe(0);
    dismissSplash(f.doc);
    expect(f.splash.removed).toBe(0);
  });
});
