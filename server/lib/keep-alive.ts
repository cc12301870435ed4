import type { ServerType } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open (decision 0006). Node closes it after 5 s by
 * default, while the clients that pool connections keep them longer: Playwright's request context
 * (the e2e journeys' API calls) never drops an idle one, and reverse proxies keep theirs for 60 s.
 * A call sent on a connection just as the server closes it fails with "socket hang up"
 * (ECONNRESET) before any handler runs. Outliving the clients makes the client the side that
 * closes, so that race cannot happen.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnections(server: ServerType): void {
  // HTTP/2 servers have no such timeout (one long-lived session per client).
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Longer than the idle time, as Node's documentation asks, so a slow request's headers are not cut
  // at the 60 s default on a connection that has waited almost as long.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
