import { defineConfig } from 'vitest/config';

/**
 * The server test files that open real sockets (a listening server, Node's process-wide fetch pool,
 * a keep-alive agent). Each runs in a fresh worker: what a pool keeps must not reach another file
 * (late in a shared worker, unread-bodies' 2 MB refusal took 20 s, once past 60 s). Decision 0059.
 */
const SOCKET_FILES = [
  'server/integrations/push.test.ts',
  'server/integrations/toss.test.ts',
  'server/lib/body-limit.test.ts',
  'server/lib/keep-alive.test.ts',
  'server/lib/mail-outbox.test.ts',
  'server/lib/tls-listener.test.ts',
  'server/lib/unread-bodies.test.ts',
  'server/modules/auth/oauth.test.ts',
  'server/modules/monthly-reports/two-processes.test.ts',
];

const server = (name: string, db: string, sockets: boolean) => ({
  test: {
    name: sockets ? `${name}-sockets` : name,
    include: sockets ? SOCKET_FILES : ['server/**/*.test.ts'],
    exclude: sockets ? [] : SOCKET_FILES,
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are large; two workers fit the two cores without swapping.
    maxWorkers: 2,
    // Apart from the socket files, a worker runs file after file in one module graph: the server's
    // modules are imported once per worker instead of once per file (about 4 s a file on two cores).
    // Each file still opens its own database and app (server/test/harness.ts); no server module
    // keeps state between apps.
    isolate: sockets,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A bound for a stuck test, not a speed check (decision 0083): beside the other checks of npm
          // test on two shared cores, the WHO table tests took 5 s (vitest's default) and more.
          testTimeout: 30_000,
        },
      },
      server('server', 'pglite', false),
      server('server', 'pglite', true),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres', false), server('server-postgres', 'postgres', true)] : []),
    ],
  },
});
