import { createServer } from 'node:net';
import type { ServerType } from '@hono/node-server';

/**
 * Resolves once the server listens. A port that cannot be opened becomes one sentence for
 * "Dodam could not start: …" (server/start.ts, server/main-cli.ts) instead of Node's unhandled
 * 'error' event and its stack trace: a newcomer whose port 8080 is taken reads what to do.
 */
export function listening(server: ServerType, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.listening) return resolve();
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new Error(listenProblem(error, port)));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
  });
}

/** The sentence for a failed listen: the two a person can act on by name, else Node's own message. */
export function listenProblem(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === 'EADDRINUSE') return `port ${port} is in use (stop what listens there, or choose another port with PORT=…)`;
  if (error.code === 'EACCES') return `port ${port} may not be opened by this user (choose one above 1023 with PORT=…)`;
  if (error.code === 'EADDRNOTAVAIL') return `the address to listen on (HOST) is not one of this machine's (${error.message})`;
  return error.message;
}

/**
 * Fails at once when the port cannot be opened, before the database is opened and migrated (tens of
 * seconds on a first start): tried by listening and closing. Another program may still take the port
 * in between; `listening` words that case the same way.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new Error(listenProblem(error, port))));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
