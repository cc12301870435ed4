/**
 * The production path of the README, tried in `npm test` after the build (decision 0055): the built
 * app copied into a temporary folder as a deployment would get it (no tests, no client sources but
 * the contract), installed with `npm ci --omit=dev` from the npm cache, started with
 * `NODE_ENV=production npm start` on a PostgreSQL database of its own, and asked for /api/health.
 * Everything it made (folder, database, process) is removed at the end. Needs TEST_DATABASE_URL;
 * without it the step says so and passes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { PRODUCTION_ENV } from '../server/test/production-env.ts';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('production start: skipped, TEST_DATABASE_URL is not set (production runs on PostgreSQL only; .ci/run sets it).');
  process.exit(0);
}
if (!existsSync('dist/index.html')) {
  console.error('production start: dist/ has no build; run `npm run build` first.');
  process.exit(1);
}

/** What a deployment holds: the build, the server, the contract it imports, and the lock file. */
const COPIED = ['package.json', 'package-lock.json', 'tsconfig.json', 'dist', 'server', 'src/contract'];
const skipTests = (path: string) => !/\.test\.tsx?$/.test(path) && !/[/\\]server[/\\]test$/.test(path);

const base = (process.env.TEST_DB_PREFIX ?? 'dodam_test').replace(/[^a-z0-9_]/gi, '').replace(/_+$/, '') || 'dodam_test';
const database = `${base}_${process.pid.toString(36)}${randomBytes(3).toString('hex')}_production`.toLowerCase();
const databaseUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
})();
const folder = mkdtempSync(join(tmpdir(), 'dodam-production-'));
let server: ReturnType<typeof spawn> | null = null;
let output = '';

async function run(): Promise<void> {
  for (const path of COPIED) cpSync(path, join(folder, path), { recursive: true, filter: skipTests });
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
  if (existsSync(join(folder, 'node_modules', 'vite'))) throw new Error('npm ci --omit=dev installed vite: the copy is not a production install');
  console.log(`  installed without dev dependencies in ${seconds()}`);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();

  const port = await freePort();
  const keys = webpush.generateVAPIDKeys();
  const env = {
    ...process.env,
    ...PRODUCTION_ENV,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(folder, '.data'),
    LOG_LEVEL: 'warn',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  };
  // detached: npm start → tsx → node is one process group, ended together below.
  server = spawn('npm', ['start'], { cwd: folder, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A bound for a start that hangs, not a speed check: beside the server tests on a busy machine the
  // first start (tsx compiling the server, migrations) took 45 s (decision 0083).
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res) {
      const body = await res.text();
      if (res.status !== 200 || !body.includes('"up"')) throw new Error(`GET /api/health answered ${res.status} ${body}`);
      console.log(`  NODE_ENV=production npm start on PostgreSQL: GET /api/health ${res.status} ${body} after ${seconds()}`);
      const page = await fetch(`http://127.0.0.1:${port}/auth/sign-in`);
      if (page.status !== 200 || !(await page.text()).includes('<div id="root"')) throw new Error(`the built PWA is not served (${page.status})`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no answer from /api/health within 150 s');
}

async function cleanUp(): Promise<void> {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  }
  const dropDatabase = async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  };
  // The folder holds a whole node_modules: removed while the database is dropped.
  await Promise.all([dropDatabase(), rm(folder, { recursive: true, force: true })]);
}

// npm test ends a step that runs beside a failing one with SIGINT: the copy, database and server go too.
for (const name of ['SIGINT', 'SIGTERM'] as const)
  process.once(name, () => {
    void cleanUp().finally(() => process.exit(130));
  });

let failure: unknown = null;
try {
  await run();
} catch (error) {
  failure = error;
}
await cleanUp();
if (failure) {
  console.error(`production start failed: ${failure instanceof Error ? failure.message : String(failure)}`);
  if (output) console.error(`server output:\n${output}`);
  process.exit(1);
}
console.log(`✔ production start from a copy installed with --omit=dev (${seconds()}, cleaned up)`);
