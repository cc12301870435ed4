import { launchChromium, signedInOnLoad } from './initial-js.ts';
import { signIn } from './server-process.ts';

/** What a first visit costs the network: every response (document, CSS, JS, fonts, API, images) with its headers. */
export type RouteWire = { route: string; requests: number; compressed: number; identity: number; compressedByType: Record<string, number> };

export const WIRE_ROUTES = ['/', '/main', '/auth/sign-in'] as const;

/**
 * Bytes on the wire of a first visit (empty cache, service worker blocked so its precache does not
 * count) until the network is idle: the sum of Chromium's encodedDataLength over every response,
 * once with Accept-Encoding br and gzip and once with no coding accepted (what the server sent
 * before the build was precompressed, decision 0036). /auth/sign-in is visited signed out, the
 * others signed in as the demo parent.
 */
async function visit(
  url: string,
  route: string,
  tokens: { accessToken: string; refreshToken: string } | null,
  encodings: string[],
): Promise<{ requests: number; bytes: number; byType: Record<string, number> }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    if (tokens) {
      await signedInOnLoad(context, tokens);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encodings.join(', ') || 'identity' } });
    let requests = 0;
    let bytes = 0;
    const typeOf = new Map<string, string>();
    const byType: Record<string, number> = {};
    cdp.on('Network.responseReceived', (event) => typeOf.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      requests += 1;
      bytes += event.encodedDataLength;
      const type = typeOf.get(event.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    });
    await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
    // A busy machine can leave the network idle for a moment before the page has rendered its text,
    // and the fonts a page needs are only asked for then: wait for them, then for idle again.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return { requests, bytes, byType };
  } finally {
    await browser.close();
  }
}

export async function measureWireBytes(url: string, password: string, routes: readonly string[] = WIRE_ROUTES): Promise<RouteWire[]> {
  const tokens = await signIn(url, 'parent', password);
  const rows: RouteWire[] = [];
  for (const route of routes) {
    const member = route === '/auth/sign-in' ? null : tokens;
    const compressed = await visit(url, route, member, ['br', 'gzip']);
    const identity = await visit(url, route, member, []);
    rows.push({ route, requests: compressed.requests, compressed: compressed.bytes, identity: identity.bytes, compressedByType: compressed.byType });
  }
  return rows;
}
