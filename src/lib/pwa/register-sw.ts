/**
 * Service worker registration, production only (ARCHITECTURE §5 and §7 "HTTP and the service
 * worker"): workbox-window registers /sw.js and tells when a new version waits. It is imported
 * after the page's load event (main.tsx calls registerServiceWorker then), so it is a chunk of its
 * own and no part of the first paint's JS (docs/decisions/0036-transport.md). The update prompt
 * reads only the small store below.
 */
import type { Workbox } from 'workbox-window';

type Listener = () => void;
let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

const SCRIPT_URL = '/sw.js';

export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: (): boolean => waiting,
  dismiss(): void {
    waiting = false;
    emit();
  },
};

/** sw.ts answers SKIP_WAITING with skipWaiting(); the page reloads once the new worker controls it. */
export function applyUpdate(): void {
  const current = workbox;
  if (!current) return;
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
}

/**
 * A new version is offered (never forced) when workbox-window says one waits: one that was already
 * waiting when the page registered, or one found later that installed and still waits 200 ms on;
 * the app also checks for a new version when it comes back to the foreground.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const current = new Workbox(SCRIPT_URL, { scope: '/' });
  current.addEventListener('waiting', () => {
    waiting = true;
    emit();
  });
  try {
    // main.tsx calls this after the load event already.
    await current.register({ immediate: true });
  } catch (error) {
    console.error('service worker registration failed', error);
    return;
  }
  workbox = current;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void current.update().catch(() => undefined);
  });
}
