import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson, JSON_COMPRESS_MIN_BYTES } from './compress-json.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, nickname: '도담이' })) };
const app = new Hono();
app.use('*', compressJson());
app.get('/big', (c) => c.json(big, 200, { 'x-access-renewal': 'a' }));
app.get('/small', (c) => c.json({ code: '200', message: 'OK' }));
app.get('/none', (c) => c.body(null, 204, { 'Content-Type': 'application/json' }));
app.get('/reset', (c) => c.body(null, 205, { 'Content-Type': 'application/json' }));
app.get('/file', (c) => c.body('x'.repeat(5000), 200, { 'Content-Type': 'application/pdf' }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('JSON answers compressed above a small size (decision 0036)', () => {
  it('br when accepted, else gzip, with the type, the other headers, Vary and the length kept right', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(JSON_COMPRESS_MIN_BYTES);
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('x-access-renewal')).toBe('a');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(JSON.parse(brBody.length ? brotliDecompressSync(brBody).toString() : '')).toEqual(big);
    const gz = await get('/big', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('small answers, requests without Accept-Encoding, HEAD and files go as they are', async () => {
    const small = await get('/small', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await small.json()).toEqual({ code: '200', message: 'OK' });
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(big);
    expect((await get('/big', 'br', 'HEAD')).headers.get('content-encoding')).toBeNull();
    expect((await get('/file', 'br')).headers.get('content-encoding')).toBeNull();
    // No body is read from a 204 or a 205: each stays as it is, without one.
    for (const [path, status] of [
      ['/none', 204],
      ['/reset', 205],
    ] as const) {
      const none = await get(path, 'br');
      expect(none.status).toBe(status);
      expect(none.headers.get('content-encoding')).toBeNull();
      expect(await none.text()).toBe('');
    }
  });
});
