import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { matchPreload, ROUTE_CHUNKS_ID, withPreloads, type RoutePreload } from './route-preloads.ts';
import { serveApp } from './static-files.ts';

const preloads: RoutePreload[] = [
  { pattern: '/main', scripts: ['/assets/route-a1.js', '/assets/home-b2.js'], styles: ['/assets/home-c3.css'] },
  { pattern: '/my-page/child-info/$childId', scripts: ['/assets/child-d4.js'], styles: [] },
  { pattern: '/my-page/child-info/add', scripts: ['/assets/add-e5.js'], styles: [] },
];
const shell = '<!doctype html><html lang="ko"><head><title>도담</title></head><body><div id="root"></div></body></html>';

describe('the first page’s chunks named in its shell (decision 0060)', () => {
  it('finds the route of a path, static segments before parameters', () => {
    expect(matchPreload(preloads, '/main')?.pattern).toBe('/main');
    expect(matchPreload(preloads, '/main/')?.pattern).toBe('/main');
    expect(matchPreload(preloads, '/my-page/child-info/12')?.pattern).toBe('/my-page/child-info/$childId');
    expect(matchPreload(preloads, '/my-page/child-info/add')?.pattern).toBe('/my-page/child-info/add');
    expect(matchPreload(preloads, '/community')).toBeNull();
    expect(matchPreload(preloads, '/my-page/child-info')).toBeNull();
  });

  it('names the scripts and the CSS in a data block before </head>, and nothing that is not a built asset', () => {
    const html = withPreloads(shell, { pattern: '/x', scripts: ['/assets/a-1.js', '/assets/"><script>alert(1)</script>.js'], styles: ['/assets/b-2.css'] });
    expect(html).toContain(
      `<script type="application/json" id="${ROUTE_CHUNKS_ID}">{"scripts":["/assets/a-1.js"],"styles":["/assets/b-2.css"]}</script></head>`,
    );
    expect(html).not.toContain('alert');
  });
});

describe('serveApp answers a page route with its preloads', () => {
  let dist: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dodam-preloads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), shell);
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.header('Content-Security-Policy', "default-src 'self'");
      await next();
    });
    serveApp(app, dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sends the shell with the route’s links, compressed, never cached, under the security headers', async () => {
    const res = await app.request('/main', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('"scripts":["/assets/route-a1.js","/assets/home-b2.js"]');
    expect(html).toContain('<title>도담</title>');
  });

  it('answers HEAD without a body, and a path without a route with the plain shell', async () => {
    const head = await app.request('/main', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const plain = await app.request('/community');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(shell);
  });
});
