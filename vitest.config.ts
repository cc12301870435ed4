import { defineConfig } from 'vitest/config';

const server = (name: string, db: string) => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are large; two workers fit the two cores without swapping.
    maxWorkers: 2,
    // A worker runs file after file in one module graph: the server's modules are imported once per
    // worker instead of once per file (about 4 s a file on two cores). Each file still opens its own
    // database and app (server/test/harness.ts); no server module keeps state between apps.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node' } },
      server('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
    ],
  },
});
