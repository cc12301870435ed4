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
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Auth, user, payment and every other API call: network only, never cached.
registerRoute(({ url }) => isApi(url) && !url.pathname.startsWith('/api/open/care-info'), new NetworkOnly());

// Care-info reads and article images: stale-while-revalidate.
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/open/care-info') || url.pathname.startsWith('/files/articles/'),
  new StaleWhileRevalidate({ cacheName: 'care-info', plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })] }),
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
