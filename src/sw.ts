/// <reference lib="webworker" />
/**
 * Service worker (ARCHITECTURE §5): precache the shell, route chunks, locale catalogues and fonts;
 * SPA navigation fallback to index.html (never for /api/); offline page; never cache auth or payment calls.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data && typeof event.data === 'object' && 'type' in event.data && event.data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

const isApi = (url: URL) => url.pathname.startsWith('/api/');

// The SPA: every navigation that is not an API call is answered by the precached shell.
// /dev/toss/: the server's local Toss test checkout (development without keys, decision 0024), not the SPA.
// The back office and the component lab (/admin, /test) are an app of their own with its own shell,
// admin.html (decision 0089), which is not precached: their pages come from the network, and
// offline the catch handler's offline page — never the members' shell.
const ADMIN_APP = /^\/(admin|test)(\/|$)/;
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\/toss\//, ADMIN_APP] }));
registerRoute(new NavigationRoute(new NetworkOnly(), { allowlist: [ADMIN_APP] }));

// Auth, user, payment and every other API call: network only, never cached.
registerRoute(({ url }) => isApi(url) && !url.pathname.startsWith('/api/open/care-info'), new NetworkOnly());

// Care info (decision 0066): the feed, every article and picture opened, stale-while-revalidate
// (read at once, refreshed behind), at most 300 answers for 30 days. What a member bookmarked is in
// a cache of its own (src/domains/care-info/offline-copies.ts) that no expiry trims: the fallback
// when neither the network nor the care-info cache has it.
const SAVED_CARE_INFO = 'care-info-saved';
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/open/care-info'),
  new StaleWhileRevalidate({
    cacheName: 'care-info',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      { handlerDidError: async ({ request }) => (await caches.open(SAVED_CARE_INFO)).match(request) },
    ],
  }),
);

// Fonts and icons that were not precached.
registerRoute(
  ({ request }) => request.destination === 'font' || request.destination === 'image',
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

// Offline and nothing cached: documents get the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const offline = await matchPrecache('/offline.html');
    if (offline) return offline;
  }
  return Response.error();
});

// Web Push (decision 0019): the diary reminder. The payload is { title, body, url, tag } from
// server/modules/reminders; anything else still shows a notification, since a push without one
// is a broken promise to the browser (userVisibleOnly).
type PushPayload = { title: string; body: string; url: string; tag?: string };

function readPush(data: PushMessageData | null): PushPayload {
  const fallback: PushPayload = { title: '도담', body: '', url: '/main' };
  try {
    const value: unknown = data?.json();
    if (!value || typeof value !== 'object') return fallback;
    const text = (key: string) =>
      key in value && typeof (value as Record<string, unknown>)[key] === 'string' ? String((value as Record<string, unknown>)[key]) : undefined;
    const url = text('url');
    return { title: text('title') ?? fallback.title, body: text('body') ?? '', url: url?.startsWith('/') ? url : fallback.url, tag: text('tag') };
  } catch {
    return fallback;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ko',
      tag: push.tag,
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/main';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open Dodam window goes to the page; otherwise a new one opens there.
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await (focused.url === target ? Promise.resolve(focused) : focused.navigate(target).catch(() => null));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// Background Sync (decision 0021): the page holds the tokens, so the worker asks open pages to flush
// the diary outbox; with none open the outbox flushes when the app starts next.
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync' as 'message', (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag !== 'diary-outbox') return;
  sync.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const w of windows) w.postMessage({ type: 'FLUSH_OUTBOX' });
    })(),
  );
});
