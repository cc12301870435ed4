import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { memberKit } from '../test/members.ts';
import { JSON_BODY_LIMIT_BYTES } from './body-limit.ts';

/** SPEC §8 envelope of the 413 (decision 0031). */
const TOO_LARGE = { code: '413', message: 'RequestBodyTooLargeException' };

let t: TestContext;
const { join, auth } = memberKit(() => t);
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A body of `bytes` bytes streamed in 64 KiB chunks without a Content-Length. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('request bodies are capped before they are read (decision 0031)', () => {
  it('a JSON body over the cap with its length declared is a 413 envelope', async () => {
    const big = JSON.stringify({ userId: 'x'.repeat(JSON_BODY_LIMIT_BYTES), password: 'p' });
    const res = await t.request('POST', '/api/open/auth/sign-in', {
      rawBody: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual(TOO_LARGE);
  });

  it('a streamed body without a length is cut at the cap, also on the diary (its own larger cap)', async () => {
    const parent = auth(await join('bodycap', '용량맘'));
    for (const path of ['/api/open/auth/sign-in', '/api/members/diaries']) {
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: { ...parent, 'content-type': 'application/json' },
        body: streamed(4 * 1024 * 1024),
        duplex: 'half',
      };
      const res = await t.app.request(path, init);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
  });

  it('a body under the cap still works', async () => {
    const res = await t.request('POST', '/api/open/auth/sign-in', { body: { userId: 'parent', password: 'wrong-password1' } });
    expect(res.status).toBe(422);
  });

  it('a 100 MB body over a socket neither grows the process nor stalls other requests', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const total = 100 * 1024 * 1024;
      const big = new Promise<number>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/open/auth/sign-in',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', () => resolve(-1));
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        let sent = 0;
        const write = () => {
          while (sent < total) {
            sent += chunk.byteLength;
            if (!req.write(chunk)) return void req.once('drain', write);
          }
          req.end();
        };
        write();
      });
      const started = Date.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      const healthMs = Date.now() - started;
      expect(health.status).toBe(200);
      const status = await big;
      clearInterval(sampler);
      const grownMb = (peak - before) / 1024 / 1024;
      console.log(`body cap: 100 MB body answered ${status}, RSS grew ${grownMb.toFixed(1)} MB, health answered in ${healthMs} ms`);
      expect(status).toBe(413);
      expect(grownMb).toBeLessThan(48);
      expect(healthMs).toBeLessThan(5000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
