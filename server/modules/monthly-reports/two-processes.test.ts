import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { between, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import type { DiaryAreas } from '../../../src/contract/diary.ts';
import type { Database } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { monthlyReports, reportMonths } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { dueMonth } from './report-generation.ts';
import { monthBounds } from './report-content.ts';

/**
 * Two server processes side by side on one PostgreSQL (ARCHITECTURE §1; decision 0067, issue's
 * "safe with several server processes"): both start the monthly report job at once and each report
 * is made once; a session made on one is honoured by the other and its logout reaches the other
 * within the auth cache's time; a rate limit counts the calls made to both. Real processes
 * (server/main-cli.ts) on ports of their own; PGlite is one process's, so this needs PostgreSQL.
 */
const postgres = process.env.TEST_DB === 'postgres';
const EXTRA_CHILDREN = 120;
const AUTH_CACHE_MS = 300;

type Server = { url: string; child: ChildProcess; logs: string[] };
let database: (Database & { url?: string }) | undefined;
let servers: Server[] = [];
let dataDir = '';

async function start(url: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main-cli.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_CACHE_MS: String(AUTH_CACHE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n')));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n')));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.join('\n')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: base, child, logs };
}

type Tokens = { accessToken: string; refreshToken: string };
const call = async (server: Server, path: string, init: { method?: string; tokens?: Tokens; body?: unknown } = {}) => {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.tokens ? { authorization: `Bearer ${init.tokens.accessToken}`, 'x-refresh-token': init.tokens.refreshToken } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, json: (await res.json()) as { code: string; message: string; data?: Partial<Tokens> } };
};

describe.skipIf(!postgres)('two server processes on one PostgreSQL (decision 0067)', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    const url = database.url;
    if (!url) throw new Error('a PostgreSQL test database has its url');
    const now = new Date();
    await seedDemo(database.db, now);
    // The due month again from nothing, with enough children for several claims of 50.
    await database.db.delete(monthlyReports);
    await database.db.delete(reportMonths);
    const [parent] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'parent'));
    if (!parent) throw new Error('demo parent');
    const made = await database.db
      .insert(children)
      .values(Array.from({ length: EXTRA_CHILDREN }, (_, i) => ({ memberId: parent.id, nickname: `쌍둥이${i}`, sex: 'MALE' as const, born: false })))
      .returning({ id: children.id });
    const none: DiaryAreas = { water: { ml: 300 }, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
    const day = monthBounds(dueMonth(now)).first;
    await database.db
      .insert(diaries)
      .values(made.map((c) => ({ memberId: parent.id, childId: c.id, clientId: randomUUID(), entryDate: day, writtenOn: day, areas: none })));
    dataDir = mkdtempSync(join(tmpdir(), 'dodam-two-'));
    servers = await Promise.all([start(url), start(url)]);
  });
  afterAll(async () => {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise((resolve) => {
            s.child.once('exit', resolve);
            s.child.kill('SIGINT');
          }),
      ),
    );
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes each report of the due month once, whichever process claims it', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const { first, last } = monthBounds(dueMonth(new Date()));
    const expected = (
      await db
        .selectDistinct({ childId: diaries.childId })
        .from(diaries)
        .where(between(diaries.entryDate, first, last))
    ).length;
    expect(expected).toBeGreaterThan(EXTRA_CHILDREN);
    // What each process says it made, once its pass has ended (it rests after its last batch, decision 0068).
    const madeBy = () =>
      servers.map((s) =>
        s.logs.filter((line) => line.includes('monthly reports made')).reduce((sum, line) => sum + Number(/"made":(\d+)/.exec(line)?.[1] ?? 0), 0),
      );
    for (const deadline = Date.now() + 30_000; ;) {
      const [ready] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monthlyReports)
        .where(eq(monthlyReports.status, 'READY'));
      const said = madeBy().reduce((a, b) => a + b, 0);
      if (((ready?.n ?? 0) >= expected && said >= expected) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = await db.select({ childId: monthlyReports.childId, status: monthlyReports.status }).from(monthlyReports);
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.status === 'READY')).toBe(true);
    // What each process says it made adds up to the reports: none was made twice.
    const counts = madeBy();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(expected);
    console.log(`reports made by each process: ${counts.join(' and ')} of ${expected}`);
    expect(servers.flatMap((s) => s.logs).filter((line) => line.includes('monthly report job failed'))).toEqual([]);
  });

  it('honours a session made on one process on the other, and a logout on one reaches the other', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers');
    const signedIn = await call(a, '/api/open/auth/sign-in', { method: 'POST', body: { userId: 'parent', password: DEMO_PASSWORD } });
    const { accessToken, refreshToken } = signedIn.json.data ?? {};
    if (!accessToken || !refreshToken) throw new Error(`no session: ${JSON.stringify(signedIn.json)}`);
    const tokens = { accessToken, refreshToken };
    expect((await call(b, '/api/users/me', { tokens })).status).toBe(200);
    expect((await call(a, '/api/users/logout', { method: 'POST', tokens })).status).toBe(200);
    await new Promise((r) => setTimeout(r, AUTH_CACHE_MS + 200));
    expect(await call(b, '/api/users/me', { tokens })).toMatchObject({ status: 401 });
  });

  it('counts a rate limit over both processes', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await call(i % 2 === 0 ? a : b, `/api/open/users/check-duplicate?userId=twin${i}`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await call(b, '/api/open/users/check-duplicate?userId=twinlast')).toMatchObject({ status: 429 });
    expect(await call(a, '/api/open/users/check-duplicate?userId=twinlast')).toMatchObject({ status: 429 });
  });
});
