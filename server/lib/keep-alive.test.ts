import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornChild } from '../test/child-test-kit.ts';
import { entry } from '../test/diary-test-kit.ts';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { memberKit, type Pair } from '../test/members.ts';
import { keepIdleConnections } from './keep-alive.ts';

type Call = { method: string; path: string; headers?: Record<string, string>; body?: string | Uint8Array; idleMs?: number; busyMs?: number };
type Outcome = { status: number; reused: boolean; length: string | null; bytes: number } | { error: string; reused: boolean };

/**
 * The client runs in a thread of its own, as Playwright's request context does in its own process:
 * one `http.Agent({ keepAlive: true })` without a timeout (playwright-core's `_ensureAgent`), calls
 * one after the other. `busyMs` blocks the client's event loop after `idleMs`, as a loaded test
 * worker is blocked, so it cannot notice a connection the server closes meanwhile.
 */
const CLIENT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const send = (c) => new Promise((resolve) => {
  const req = http.request({ host: '127.0.0.1', port: workerData.port, agent, method: c.method, path: c.path, headers: c.headers }, (res) => {
    let bytes = 0;
    res.on('data', (d) => (bytes += d.length));
    res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket, length: res.headers['content-length'] ?? null, bytes }));
  });
  req.setTimeout(10000, () => req.destroy(new Error('no answer in 10 s')));
  req.on('error', (e) => resolve({ error: e.code + ' ' + e.message, reused: req.reusedSocket }));
  req.end(c.body === undefined ? undefined : Buffer.from(c.body));
});
(async () => {
  const out = [];
  for (const c of workerData.calls) {
    if (c.idleMs) await new Promise((r) => setTimeout(r, c.idleMs));
    if (c.busyMs) { const until = Date.now() + c.busyMs; while (Date.now() < until); }
    out.push(await send(c));
  }
  agent.destroy();
  parentPort.postMessage(out);
})();
`;

let t: TestContext;
const k = memberKit(() => t);
let server: Server;
let port: number;
let mom: Pair;
let childId: number;

beforeAll(async () => {
  t = await startTestApp();
  mom = await k.join('keepalive', '연결맘');
  childId = await k.addChild(mom, bornChild('연결이', '2026-03-01T03:00:00Z'));
  // As server/main.ts listens.
  const listener = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  keepIdleConnections(listener);
  if (!('closeAllConnections' in listener)) throw new Error('an HTTP/1 server was expected');
  server = listener;
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function onOneConnection(calls: Call[]): Promise<Outcome[]> {
  const worker = new Worker(CLIENT, { eval: true, workerData: { port, calls } });
  try {
    return await new Promise<Outcome[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

const auth = () => ({ authorization: `Bearer ${mom.accessToken}`, 'x-refresh-token': mom.refreshToken, 'accept-encoding': 'br, gzip' });
const json = () => ({ ...auth(), 'content-type': 'application/json' });

describe('keep-alive connections (decision 0006)', () => {
  it('a queued write replayed on a pooled connection after the client was busy past 5 s idle, then GETs, all answered', async () => {
    const key = randomUUID();
    const body = JSON.stringify(entry(childId, '2026-11-10'));
    const write = { method: 'POST', path: '/api/members/diaries', headers: { ...json(), 'idempotency-key': key }, body };
    const results = await onOneConnection([
      write,
      // Node's default closed the idle connection between 5 and 6 s: the reuse then failed with
      // "ECONNRESET socket hang up", as the offline journeys' calls did.
      { ...write, idleMs: 4_900, busyMs: 2_000 },
      { method: 'GET', path: `/api/members/diaries?childId=${childId}`, headers: auth() },
      { method: 'GET', path: '/api/members/children', headers: auth() },
    ]);
    expect(results).toEqual([
      expect.objectContaining({ status: 200, reused: false }),
      expect.objectContaining({ status: 200, reused: true }),
      expect.objectContaining({ status: 200, reused: true }),
      expect.objectContaining({ status: 200, reused: true }),
    ]);
  }, 30_000);

  it('bodies left unread, refusals before reading, HEAD and large answers leave the connection usable for the next call', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5da0f0' } })
        .png()
        .toBuffer(),
    );
    const children = { method: 'GET', path: '/api/members/children', headers: auth() };
    const unreadBody = '{"unread":true}';
    const calls: Call[] = [
      children,
      // A GET and a DELETE with a body nobody reads.
      { method: 'GET', path: '/api/members/children', headers: { ...json(), 'content-length': String(unreadBody.length) }, body: unreadBody },
      children,
      { method: 'DELETE', path: '/api/members/diaries/999999', headers: { ...json(), 'content-length': String(unreadBody.length) }, body: unreadBody },
      children,
      // Uploads refused before their body is read: no token, then the wrong type.
      { method: 'POST', path: '/api/members/diaries/1/images', headers: { 'content-type': 'image/png', 'content-length': String(png.length) }, body: png },
      children,
      {
        method: 'POST',
        path: '/api/members/diaries/1/images',
        headers: { ...auth(), 'content-type': 'text/plain', 'content-length': String(png.length) },
        body: png,
      },
      children,
      { method: 'GET', path: '/api/members/children', headers: { ...auth(), 'accept-encoding': 'identity' } },
      { method: 'GET', path: '/api/openapi.json' },
      { method: 'GET', path: '/api/health' },
      // Last: Node's client closes a connection after a HEAD answer without a length (it cannot
      // tell the answer has no body until after it decided), whatever the server says.
      { method: 'HEAD', path: '/api/members/children', headers: auth() },
    ];
    const results = await onOneConnection(calls);
    expect(results.map((r) => ('status' in r ? r.status : r.error))).toEqual([200, 200, 200, 404, 200, 401, 200, 415, 200, 200, 200, 200, 200]);
    // One connection throughout, and every answer as long as it says.
    expect(results.slice(1).every((r) => r.reused)).toBe(true);
    results.forEach((r, i) => {
      if ('status' in r && r.length !== null && calls[i]?.method !== 'HEAD') expect(r.bytes).toBe(Number(r.length));
    });
  }, 30_000);
});
