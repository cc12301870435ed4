/**
 * Service worker registration, production only (ARCHITECTURE §5). The browser's own API rather than
 * workbox-window: the app needs three of its behaviours (below), and workbox-window was 2.3 KiB gzip
 * of every page's initial JS (docs/decisions/0029-initial-js-headroom.md).
 */

type Listener = () => void;
let waiting = false;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

/** What workbox-window allowed a worker that reaches `installed` before it calls it waiting. */
const WAITING_DELAY_MS = 200;
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

function offerUpdate(): void {
  waiting = true;
  emit();
}

/** sw.ts answers SKIP_WAITING with skipWaiting(); the page reloads once the new worker controls it. */
export function applyUpdate(): void {
  const worker = registration?.waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * A new version is offered (never forced) when (1) a worker of ours was already waiting when the
 * page registered, or (2) a worker found later installs and stays waiting for this page to close;
 * (3) the app checks for a new version when it comes back to the foreground.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    registration = await navigator.serviceWorker.register(SCRIPT_URL, { scope: '/' });
  } catch (error) {
    console.error('service worker registration failed', error);
    return;
  }
  const current = registration;
  if (current.waiting && new URL(current.waiting.scriptURL).pathname === SCRIPT_URL) offerUpdate();
  current.addEventListener('updatefound', () => {
    const worker = current.installing;
    worker?.addEventListener('statechange', () => {
      // A first install activates at once, and so does a worker that skips waiting while it installs.
      if (worker.state === 'installed') setTimeout(() => current.waiting === worker && offerUpdate(), WAITING_DELAY_MS);
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void current.update().catch(() => undefined);
  });
}
