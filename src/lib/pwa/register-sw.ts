/** Service worker registration through workbox-window, production only (ARCHITECTURE §5). */
import type { Workbox } from 'workbox-window';

type Listener = () => void;
let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

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

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Loaded after start so workbox-window stays out of the initial JS. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    emit();
  });
  void workbox.register().catch((error: unknown) => console.error('service worker registration failed', error));
  // Check for a new version when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update();
  });
}
