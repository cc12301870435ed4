import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { signIn } from './server-process.ts';

export type RouteJs = { route: string; files: number; raw: number; gzip: number; brotli: number };

/** Chromium as the bench drives it (initial JS and bytes on the wire): quiet, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The SPEC §5 token keys written before any of the page's own scripts run, once per origin (a page
 * that renews them keeps its own): a signed-in first visit.
 */
export async function signedInOnLoad(context: BrowserContext, tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  await context.addInitScript(
    ([a, r]) => {
      if (!window.localStorage.getItem('access_token')) {
        window.localStorage.setItem('access_token', a ?? '');
        window.localStorage.setItem('refresh_token', r ?? '');
      }
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}

/** Debian's Chromium (or CHROMIUM_PATH) with the bench's arguments. */
export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export const ENTRY_ROUTES = ['/auth/sign-in', '/main'] as const;

/**
 * The scripts of an entry route, as a phone downloads them on a first visit: every script the page
 * loads until the network is idle (service worker blocked, so its precache does not count), by URL.
 */
export async function loadInitialScripts(url: string, password: string, routes: readonly string[] = ENTRY_ROUTES): Promise<Map<string, Map<string, Buffer>>> {
  const browser = await launchChromium();
  try {
    const scripts = new Map<string, Map<string, Buffer>>();
    const tokens = await signIn(url, 'parent', password);
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      if (route !== '/auth/sign-in') {
        await signedInOnLoad(context, tokens);
      }
      const page = await context.newPage();
      const bodies = new Map<string, Buffer>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        response
          .body()
          .then((b) => bodies.set(response.url(), b))
          .catch(() => undefined);
      });
      await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      scripts.set(route, bodies);
      await context.close();
    }
    return scripts;
  } finally {
    await browser.close();
  }
}

/** Initial JS of the entry routes (loadInitialScripts), compressed here with gzip and brotli. */
export async function measureInitialJs(url: string, password: string): Promise<RouteJs[]> {
  return [...(await loadInitialScripts(url, password))].map(([route, bodies]) => {
    const all = [...bodies.values()];
    return {
      route,
      files: all.length,
      raw: all.reduce((n, b) => n + b.length, 0),
      gzip: all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
      brotli: all.reduce((n, b) => n + brotliCompressSync(b).length, 0),
    };
  });
}
