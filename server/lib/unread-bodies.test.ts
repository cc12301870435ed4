import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { JSON_BODY_LIMIT_BYTES } from './body-limit.ts';
import { keepIdleConnections } from './keep-alive.ts';
import { DRAIN_BYTES } from './unread-bodies.ts';

let t: TestContext;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  // As server/main.ts listens: a real socket, so that the connection's fate is what a client sees.
  const listener = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  keepIdleConnections(listener);
  if (!('closeAllConnections' in listener)) throw new Error('an HTTP/1 server was expected');
  server = listener;
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Outcome = { status: number; connection: string | null } | { error: string };

/** Node's fetch: one pooled keep-alive dispatcher for the whole process, as a server-side client or proxy pools. */
async function send(path: string, init: RequestInit & { duplex?: 'half' } = {}): Promise<Outcome> {
  try {
    const res = await fetch(`${base}${path}`, init);
    await res.arrayBuffer();
    return { status: res.status, connection: res.headers.get('connection') };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error && 'code' in error.cause ? String(error.cause.code) : String(error);
    return { error: cause };
  }
}

/** A body of `chunks` × 64 KiB streamed without a Content-Length. */
function streamed(chunks: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
    },
  });
}

const json = { 'content-type': 'application/json' };
const text = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });

// Decision 0047 (completing 0031), SPEC §8 envelope: an answer given before the body was read must
// not promise a connection the server then closes. 18 sequences of each: the refused POST, then two
// GETs on the same pool; before, 18 of 18 sequences lost a GET to UND_ERR_SOCKET.
describe('answers sent before the request body was read (decision 0047)', () => {
  const refusals = [
    { name: '413, a 2 MB JSON body over the cap, its length declared', path: '/api/open/auth/sign-in', body: () => text(2 * 1024 * 1024), status: 413 },
    { name: '413, a streamed body cut at the cap', path: '/api/open/auth/sign-in', body: () => streamed(40), status: 413 },
    { name: '401 before reading, a 200 KiB body under the cap', path: '/api/members/children', body: () => text(200 * 1024), status: 401 },
    { name: '401 before reading, a streamed body', path: '/api/members/children', body: () => streamed(3), status: 401 },
  ];

  it.each(refusals)(
    '$name: says Connection: close, and the pooled client loses no request',
    async ({ path, body, status }) => {
      const outcomes: Outcome[][] = [];
      for (let i = 0; i < 18; i++) {
        const refused = await send(path, { method: 'POST', headers: json, body: body(), duplex: 'half' });
        outcomes.push([refused, await send('/api/health'), await send('/api/health')]);
      }
      expect(outcomes.flat().filter((outcome) => 'error' in outcome)).toEqual([]);
      const expected = [{ status, connection: 'close' }, expect.objectContaining({ status: 200 }), expect.objectContaining({ status: 200 })];
      for (const sequence of outcomes) expect(sequence).toEqual(expected);
    },
    60_000,
  );

  it('a small unread body is drained and the connection kept (decision 0031)', async () => {
    expect(JSON_BODY_LIMIT_BYTES).toBeGreaterThan(DRAIN_BYTES);
    for (let i = 0; i < 18; i++) {
      const refused = await send('/api/members/children', { method: 'POST', headers: json, body: text(20 * 1024) });
      expect(refused).toEqual({ status: 401, connection: 'keep-alive' });
      expect(await send('/api/health')).toEqual(expect.objectContaining({ status: 200 }));
    }
  }, 60_000);
});
