import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import type { AppEnv } from './app-env.ts';
import { serveApp } from './static-files.ts';

let dist: string;
let app: Hono<AppEnv>;
const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
const shell = `<!doctype html><html lang="ko"><head><title>도담</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(40)}</body></html>`;
const adminShell = `<!doctype html><html lang="ko"><head><title>도담 관리자</title></head><body><div id="root"></div>${'<!-- admin -->'.repeat(40)}</body></html>`;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 600 }, () => 7)]);

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dodam-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'admin.html'), adminShell);
  writeFileSync(join(dist, 'sw.js'), `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 40 }, () => ({ url: '/assets/app.js', revision: null })))};`);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  writeFileSync(join(dist, 'icons', 'icon.png'), png);
  precompressDir(dist);
  app = new Hono<AppEnv>();
  serveApp(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('precompressed static files (decision 0036)', () => {
  it('sends the brotli copy when br is accepted, with its length and Vary', async () => {
    const res = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted (or br is refused)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/app-1234.js', accept);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(gunzipSync(body).toString()).toBe(script);
    }
  });

  it('sends the file itself when no coding is accepted, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/app-1234.js', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(script);
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(script));
    }
  });

  it('a coding named with a q-value gets the file itself, which every client accepts (decision 0054)', async () => {
    const res = await get('/assets/app-1234.js', 'br;q=1.0, gzip;q=0.5');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(script);
  });

  it('HEAD answers the headers of the chosen copy without a body', async () => {
    const res = await get('/assets/app-1234.js', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('the app shell (/, a page route, index.html) and sw.js go out compressed and never cached', async () => {
    for (const path of ['/', '/main', '/auth/sign-in', '/index.html']) {
      const res = await get(path, 'gzip, br');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(shell);
    }
    const sw = await get('/sw.js', 'gzip');
    expect(sw.headers.get('content-encoding')).toBe('gzip');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it("the back office and the lab get their own shell, never the members' (decision 0089)", async () => {
    for (const path of ['/admin', '/admin/', '/admin/member', '/admin/parent-diary/diary', '/test/chart-test']) {
      const res = await get(`${path}?page=2`, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(adminShell);
    }
    for (const path of ['/administrator', '/tests', '/main/admin']) {
      const res = await get(path, 'gzip, br');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(shell);
    }
  });

  it('answers 503 with a hint while the PWA is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dodam-static-empty-'));
    const bare = new Hono<AppEnv>();
    serveApp(bare, empty);
    const res = await bare.request('/main');
    rmSync(empty, { recursive: true, force: true });
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });

  it('images go out as they are', async () => {
    const res = await get('/icons/icon.png', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });
});
