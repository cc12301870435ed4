import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app.ts';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite, type Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { buildDeps } from '../deps-factory.ts';
import { parseEnv } from '../env.ts';
import { createMemoryStorage, type FileStorage } from '../integrations/storage.ts';
import type { Clock } from '../lib/clock.ts';
import type { OrderableFactory } from '../modules/orders/orderable.ts';
import { seedDemo } from '../seed/demo.ts';
import { withDatabase } from './global-setup.ts';

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T03:00:00Z')): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start;
  return { now: () => now, set: (d) => (now = d), advance: (ms) => (now = new Date(now.getTime() + ms)) };
}

/**
 * A fresh database per test file: PGlite from the migrated dump, or a PostgreSQL copy of the template
 * (with its `url`, for a test that starts server processes on it).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const prefix = inject('pgPrefix');
    const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${prefix}_template`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name), 10);
    return {
      ...database,
      url: withDatabase(url, name),
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        // pool.end() resolves before its clients have disconnected; a forced drop would kill them
        // and the pool, which has no 'error' listener, would throw an unhandled error. Wait first.
        for (let i = 0; i < 100; i++) {
          const left = await dropper.query('select 1 from pg_stat_activity where datname = $1', [name]);
          if (left.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

export type TestContext = Awaited<ReturnType<typeof startTestApp>>;

type StartOptions = { clock?: Clock; env?: Record<string, string>; storage?: FileStorage; orderables?: readonly OrderableFactory[] };

export async function startTestApp(options: StartOptions = {}) {
  const database = await openTestDatabase();
  // Tests change rows behind the server's back, so every call asks the database (AUTH_CACHE_MS=0).
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_CACHE_MS: '0', ...options.env });
  const deps: Deps = buildDeps(env, database, {
    clock: options.clock,
    log: pino({ level: 'silent' }),
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    storage: options.storage ?? createMemoryStorage(),
  });
  const app = createApp(deps, { orderables: options.orderables });

  async function request(
    method: string,
    path: string,
    init: {
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      tokens?: { accessToken: string; refreshToken: string };
      remoteAddress?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.tokens) {
      headers.authorization = `Bearer ${init.tokens.accessToken}`;
      headers['x-refresh-token'] = init.tokens.refreshToken;
    }
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    // remoteAddress plays a socket (as @hono/node-server's bindings carry it); without it the call is in-process.
    const bindings = init.remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress: init.remoteAddress } } };
    const res = await app.request(path, { method, headers, body }, bindings);
    const text = await res.text();
    let json: { code: string; message: string; data?: unknown } | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  return { app, deps, db: database.db, request, close: () => database.close() };
}

/**
 * The app of one test file, the opening every server test shares: started (on a database of its own)
 * before the file's tests, with the demo accounts when `demo` is set (and their pictures in the file
 * store with `demoFiles`), closed after them. Tests read it while they run, never at import time.
 */
export function testApp(options: StartOptions & { demo?: boolean; demoFiles?: boolean } = {}): TestContext {
  let started: TestContext | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
    if (options.demo) await seedDemo(started.db, options.clock?.now() ?? new Date(), options.demoFiles ? { storage: started.deps.storage } : {});
  });
  afterAll(() => started?.close());
  const live = (): TestContext => {
    if (!started) throw new Error('the test app starts in beforeAll: read it inside a test or hook');
    return started;
  };
  // Every property is the started app's, read when used (a TestContext before it exists has none).
  return new Proxy({} as TestContext, { get: (_target, key) => Reflect.get(live(), key) });
}
