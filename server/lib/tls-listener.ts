import { readFileSync } from 'node:fs';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { ServerType } from '@hono/node-server';
import type { Env } from '../env.ts';

/**
 * https with HTTP/2 when the environment names a certificate and its key (decision 0062). A phone
 * then asks for the first page's scripts, styles and data over one connection, side by side,
 * instead of six connections taking turns; HTTP/1.1 stays beside it (ALPN) for older clients and
 * tools. Without the files the server speaks plain http, as behind a proxy that ends TLS.
 */
export function tlsListenOptions(
  env: Pick<Env, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
): { createServer: typeof createSecureServer; serverOptions: { allowHTTP1: true; cert: Buffer; key: Buffer } } | null {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return null;
  return {
    createServer: createSecureServer,
    serverOptions: { allowHTTP1: true, cert: readPem('TLS_CERT_FILE', env.TLS_CERT_FILE), key: readPem('TLS_KEY_FILE', env.TLS_KEY_FILE) },
  };
}

function readPem(name: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(`${name} (${path}) cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * An HTTP/2 client keeps its session open while idle, and close() waits for every session, so the
 * shutdown would hang on an open tab. This tracks the sessions; the returned function sends each a
 * GOAWAY (streams under way finish, new ones go to a new connection). Plain http has nothing to do.
 */
export function trackSessions(server: ServerType): () => void {
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return () => {
    for (const session of sessions) session.close();
  };
}
