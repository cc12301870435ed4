import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT, FAKES_PORT, serverEnv } from './e2e/env.ts';
import { E2E_DATA_DIR_ENV, newRunDataDirName } from './e2e/global-teardown.ts';

// A fresh embedded database per run, named once in the environment (workers inherit it) so that
// e2e/global-teardown.ts can delete it after the run.
const dataDir = process.env[E2E_DATA_DIR_ENV] ?? join(tmpdir(), newRunDataDirName());
process.env[E2E_DATA_DIR_ENV] = dataDir;

/** End-to-end journeys against the production build served by the real server (ARCHITECTURE §8). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a journey that is stuck, not speed checks (npm run bench measures speed; decision
  // 0083): npm test runs two shards, each with a server and a Chromium, on two cores that other
  // runs may share. Two runs side by side (load about 22 on two cores) stretched journeys to three
  // or four times what they take beside one other shard, so every bound is that wide (decision 0092).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx e2e/fakes/start-fakes.ts',
      port: FAKES_PORT,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { FAKES_PORT: String(FAKES_PORT), E2E_PORT: String(E2E_PORT) },
      stdout: 'pipe',
    },
    {
      command: 'npx tsx server/main-cli.ts',
      url: `${BASE_URL}/api/health`,
      // A new embedded database is created, migrated and seeded first: minutes on a busy machine.
      timeout: 300_000,
      reuseExistingServer: false,
      env: serverEnv(dataDir),
      stdout: 'pipe',
    },
  ],
});
