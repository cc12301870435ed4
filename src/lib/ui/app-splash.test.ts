import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissSplashOnFirstRender, SPLASH_MAX_MS } from './app-splash.ts';

/** Decision 0036: the shell's splash covers the page until the router's first render, never longer than SPLASH_MAX_MS. */
function fixture(present = true) {
  const splash = {
    removed: 0,
    remove() {
      this.removed++;
    },
  };
  const doc = { getElementById: (id: string) => (present && id === 'app-splash' ? splash : null) };
  const listeners = new Set<() => void>();
  const router = {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const render = () => [...listeners].forEach((l) => l());
  return { splash, doc, router, listeners, render };
}

afterEach(() => vi.useRealTimers());

describe('the app shell splash', () => {
  it('goes once the first route has rendered, and stops listening', () => {
    vi.useFakeTimers();
    const f = fixture();
    dismissSplashOnFirstRender(f.router, f.doc);
    expect(f.splash.removed).toBe(0);
    f.render();
    expect(f.splash.removed).toBe(1);
    expect(f.listeners.size).toBe(0);
    vi.advanceTimersByTime(SPLASH_MAX_MS);
    expect(f.splash.removed).toBe(1);
  });
  it('goes after the longest wait when nothing renders', () => {
    vi.useFakeTimers();
    const f = fixture();
    dismissSplashOnFirstRender(f.router, f.doc);
    vi.advanceTimersByTime(SPLASH_MAX_MS);
    expect(f.splash.removed).toBe(1);
    expect(f.listeners.size).toBe(0);
  });
  it('does nothing without a splash in the page', () => {
    const f = fixture(false);
    dismissSplashOnFirstRender(f.router, f.doc);
    expect(f.listeners.size).toBe(0);
  });
});
