/**
 * Answers sent before the request body was read (decision 0047, completing 0031): a 413 from the
 * body cap, and any refusal before the handler reads (401, 403, 429, 415 …). @hono/node-server
 * drains what is left after the answer, but gives up after 64 MB or 500 ms and then destroys the
 * socket, and a counted body cut at its cap is cancelled, which destroys it at once. The answer had
 * said `Connection: keep-alive`, so a pooled client (Node's fetch, a proxy's upstream pool) sent its
 * next request on a socket about to close and lost it (UND_ERR_SOCKET, a 502 behind a proxy).
 *
 * A small declared body (at most DRAIN_BYTES, already sent whole by any client) is still drained
 * and the connection kept; anything larger, of unknown length or cut off says `Connection: close`,
 * and Node closes after the answer, so no client reuses the socket. HTTP/2 (decision 0062) forbids
 * that header and needs none: the adapter ends the one stream, and the connection's other streams go on.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The largest unread body the adapter is left to drain while the connection is kept. */
export const DRAIN_BYTES = 64 * 1024;

export function closeAfterUnreadBodies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    // In-process requests (tests, the fake Toss webhook) have no Node request to ask; GET and HEAD have no body.
    if (incoming?.readableEnded !== false || c.req.method === 'GET' || c.req.method === 'HEAD') return;
    if (incoming.httpVersionMajor === 2) return;
    const declared = c.req.header('content-length');
    const small = declared !== undefined && /^\d+$/.test(declared) && Number(declared) <= DRAIN_BYTES;
    if (small && !incoming.destroyed) return;
    c.header('Connection', 'close');
  };
}
