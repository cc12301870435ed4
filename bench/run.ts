/**
 * npm run bench (ARCHITECTURE §8): initial JS per entry route, bytes on the wire of a first visit
 * to /, /main and /auth/sign-in (Accept-Encoding br and gzip, and without), GET /api/members/children throughput
 * and p99 on PostgreSQL beside a bare node:http server, server memory, and the time to flush 100
 * queued diary entries through the client's outbox (decision 0021), and the p95 of the admin lists at
 * 100,000 members and 1,000,000 entries (bench/large-lists.ts on LARGE_DATABASE_URL, or on `dodam_large`
 * filled by `npm run seed:large` when needed, decision 0041), and Lighthouse on a phone's signed-in
 * first visit of the member pages (bench/lighthouse.ts, decision 0056), and the time an article read
 * once takes to open offline (bench/care-info-offline.ts, decision 0066), and a month of monthly reports
 * for the large seed with the API's p99 while they are made (bench/report-month.ts, decision 0068), and
 * GET /api/health's p99 while one member asks for 20 report PDFs at once and sends 20 big pictures at
 * once (bench/heavy-requests.ts, decision 0078), and a month of the daily log at 1,000 logs a day
 * read as its page reads it (bench/care-log-month.ts, decision 0098). Writes bench/results.json and
 * checks the budgets; exits 1 when one is missed. `npm run bench -- lighthouse` (or BENCH_ONLY=lighthouse)
 * runs the Lighthouse step alone and prints its checks without writing results.json; `npm run bench --
 * care-info` the offline article step alone; `npm run bench -- heavy` the heavy-requests step alone.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { BUDGETS } from './budgets.ts';
import { measureInitialJs } from './initial-js.ts';
import { largeDatabase } from './large-database.ts';
import { largeListChecks, measureLargeLists, type LargeListResult } from './large-lists.ts';
import { lighthouseChecks, measureLighthouse } from './lighthouse.ts';
import { demoPlaces } from './member-routes.ts';
import { signIn, startServer } from './server-process.ts';
import { makeCertificate } from '../scripts/local-certificate.ts';
import { requestJson } from './tls.ts';
import { measureWireBytes } from './wire-bytes.ts';
import { measureCareInfoOffline } from './care-info-offline.ts';
import { measureReportMonth, reportMonthChecks } from './report-month.ts';
import { careLogMonthChecks, measureCareLogMonth } from './care-log-month.ts';
import { heavyRequestChecks, measureHeavyRequests } from './heavy-requests.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_PORT (seven ports from it) and BENCH_DB let two checkouts run the bench side by side.
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const DB = process.env.BENCH_DB ?? 'dodam_bench';
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server without its password, for the lines that say what the bench does to it. */
const pgWhere = (() => {
  const u = new URL(pgUrl);
  return `${u.hostname}:${u.port || 5432}`;
})();
console.log(
  `npm run bench uses PostgreSQL at ${pgWhere} (BENCH_DATABASE_URL, else TEST_DATABASE_URL): it drops and recreates the database ${DB} (BENCH_DB), ` +
    `and ${process.env.LARGE_DATABASE_URL ? 'reads LARGE_DATABASE_URL' : 'creates and fills dodam_large when it holds fewer than 100,000 members or 1,000,000 entries (LARGE_DATABASE_URL to use another)'}; ` +
    `ports ${PORT}-${PORT + 6} (BENCH_PORT).`,
);

function load(url: string, headers: Record<string, string> = {}): { rps: number; p99: number; p50: number; errors: number; requests: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/load.ts', url, String(CONNECTIONS), String(SECONDS), JSON.stringify(headers)], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  console.log(`  dropping and recreating the database ${DB} on ${pgWhere}`);
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${DB}`;
  return u.toString();
}

/** The parent's selected child (도담이), whose diary the flushed entries go to. */
async function selectedChildId(url: string, tokens: { accessToken: string; refreshToken: string }, ca?: Buffer): Promise<number> {
  const { body } = await requestJson(
    `${url}/api/users/me`,
    { headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken } },
    ca,
  );
  const id =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null && 'selectedChildId' in body.data
      ? body.data.selectedChildId
      : null;
  if (typeof id !== 'number') throw new Error(`no selected child: ${JSON.stringify(body)}`);
  return id;
}

/**
 * A child of the bench's own (born 400 days ago) for the flushed entries: the demo's children have
 * entries of their own on many of those days (the diary week, the reports' two months), and a day
 * written already would be refused as DiaryAlreadyWrittenException instead of measured.
 */
async function benchChildId(url: string, tokens: { accessToken: string; refreshToken: string }): Promise<number> {
  const birth = new Date(Date.now() - 400 * 86_400_000).toISOString();
  const { status, body } = await requestJson(`${url}/api/members/children`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken, 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: '벤치', sex: 'FEMALE', born: true, birthDateTime: birth, height: null, weight: null }),
  });
  const id =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null && 'id' in body.data
      ? body.data.id
      : null;
  if (status !== 200 || typeof id !== 'number') throw new Error(`the bench's child was not added: ${status} ${JSON.stringify(body)}`);
  return id;
}

function outboxFlush(
  url: string,
  tokens: { accessToken: string; refreshToken: string },
  childId: number,
): { ms: number; sent: number; rejected: number; perEntryMs: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/outbox-flush.ts', url, tokens.accessToken, tokens.refreshToken, String(childId)], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

const results: Record<string, unknown> = { at: new Date().toISOString() };
const only = process.argv[2] ?? process.env.BENCH_ONLY;
const lighthouseOnly = only === 'lighthouse';
// The heavy-requests step alone needs no build (decision 0078).
if (only === 'heavy') {
  const r = await measureHeavyRequests(pgUrl, PORT + 5);
  console.log(JSON.stringify(r));
  const heavyChecks = heavyRequestChecks(r);
  for (const c of heavyChecks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
  process.exit(heavyChecks.every((c) => c.ok) ? 0 : 1);
}

// 1. initial JS (embedded database is enough) of the production build, made first when missing.
if (!existsSync('dist/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (only === 'care-info') {
  const server = await startServer(PORT);
  const r = await measureCareInfoOffline(server.url, await signIn(server.url, 'parent', DEMO_PASSWORD));
  await server.stop();
  console.log(JSON.stringify(r));
  const ok = r.slowCpuMedianMs <= BUDGETS.careInfoOfflineArticleMs;
  console.log(`${ok ? '✔' : '✘'} an article read once opens offline in ${r.slowCpuMedianMs} ms at a 4x slower CPU (${r.medianMs} ms unthrottled)`);
  process.exit(ok ? 0 : 1);
}
// 1a. Lighthouse first, while nothing else of the bench loads the machine (decision 0056), over
// https and HTTP/2 as from the deployed server (decision 0062)
const certificate = makeCertificate();
const secure = await startServer(PORT, {}, certificate);
const secureTokens = await signIn(secure.url, 'parent', DEMO_PASSWORD, secure.ca);
const secureChild = await selectedChildId(secure.url, secureTokens, secure.ca);
const places = await demoPlaces(secure.url, secureTokens, secureChild, secure.ca);
const lighthouse = await measureLighthouse(secure.url, secureTokens, places, secure.child.pid, certificate.spki);
await secure.stop();
certificate.remove();
results.lighthouse = lighthouse;
if (lighthouseOnly) {
  const lhChecks = lighthouseChecks(lighthouse);
  for (const c of lhChecks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
  process.exit(lhChecks.every((c) => c.ok) ? 0 : 1);
}
const embedded = await startServer(PORT);
const js = await measureInitialJs(embedded.url, DEMO_PASSWORD);
// 1b. bytes on the wire of a first visit, precompressed (br, gzip) beside uncompressed (decision 0036)
const wire = await measureWireBytes(embedded.url, DEMO_PASSWORD);
// 1c. an article read once opens offline in under a second (decision 0066)
const careInfoOffline = await measureCareInfoOffline(embedded.url, await signIn(embedded.url, 'parent', DEMO_PASSWORD));
await embedded.stop();
results.initialJs = js;
results.wireBytes = wire;
results.careInfoOffline = careInfoOffline;

// 2. bare node:http yardstick
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', String(PORT + 1)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));
const bareLoad = load(`http://127.0.0.1:${PORT + 1}/`);
bare.kill();

// 3. the API on PostgreSQL
const benchDb = await freshDatabase();
const server = await startServer(PORT + 2, { DATABASE_URL: benchDb, SEED_DEMO: 'true' });
const tokens = await signIn(server.url, 'parent', DEMO_PASSWORD);
// Added before the load run: its keep-alive socket would be closed by the server while the load runs.
const childId = await benchChildId(server.url, tokens);
const apiLoad = load(`${server.url}/api/members/children`, { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken });
const rssKb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.child.pid)], { encoding: 'utf8' }).trim() || 0);
const flush = outboxFlush(server.url, tokens, childId);
await server.stop();

// 3a. heavy requests beside light ones: /api/health while PDFs are made and pictures decoded (decision 0078)
const heavy = await measureHeavyRequests(pgUrl, PORT + 5);
results.heavyRequests = heavy;

// 3b. the daily log's month at 1,000 logs a day (decision 0098)
const careLogMonth = await measureCareLogMonth(pgUrl, PORT + 6);
results.careLogMonth = careLogMonth;

// 4. a month of monthly reports at scale (decision 0068), before the lists so their server finds it made
const large = await largeDatabase(pgUrl);
const reportMonth = await measureReportMonth(large, PORT + 4);
results.reportMonth = reportMonth;

// 5. the admin lists at scale (decision 0041): 100,000 members and 1,000,000 entries
const largeLists: LargeListResult[] = await measureLargeLists(large, PORT + 3);
results.largeLists = largeLists;

results.bare = bareLoad;
results.childrenGet = apiLoad;
results.shareOfBare = apiLoad.rps / bareLoad.rps;
results.serverRssMb = rssKb / 1024;
results.outboxFlush100 = flush;
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const r of wire)
  console.log(`  first visit ${r.route}: ${kib(r.compressed)} on the wire with br/gzip (${kib(r.identity)} uncompressed) in ${r.requests} responses`);
const checks = [
  ...js.map((r) => ({
    name: `initial JS ${r.route} ${(r.gzip / 1024).toFixed(1)} KiB gzip (${(r.brotli / 1024).toFixed(1)} KiB brotli)`,
    ok: r.files > 0 && r.gzip <= BUDGETS.initialJsGzipBytes,
  })),
  {
    name: `GET /api/members/children ${apiLoad.rps.toFixed(0)} req/s = ${((100 * apiLoad.rps) / bareLoad.rps).toFixed(0)}% of bare ${bareLoad.rps.toFixed(0)} req/s`,
    ok: apiLoad.rps / bareLoad.rps >= BUDGETS.throughputShareOfBare,
  },
  {
    name: `flush 100 queued diary entries ${(flush.ms / 1000).toFixed(2)} s (${flush.perEntryMs.toFixed(1)} ms per entry, ${flush.sent} sent)`,
    ok: flush.sent === 100 && flush.ms <= BUDGETS.outboxFlush100Ms,
  },
  {
    name: `GET /api/members/children p99 ${apiLoad.p99.toFixed(1)} ms at ${CONNECTIONS} connections (errors ${apiLoad.errors})`,
    ok: apiLoad.p99 <= BUDGETS.p99Ms && apiLoad.errors === 0,
  },
  {
    name: `an article read once opens offline in ${careInfoOffline.slowCpuMedianMs} ms at a 4x slower CPU (${careInfoOffline.medianMs} ms unthrottled; median of ${careInfoOffline.runsMs.length})`,
    ok: careInfoOffline.slowCpuMedianMs <= BUDGETS.careInfoOfflineArticleMs,
  },
  ...heavyRequestChecks(heavy),
  ...careLogMonthChecks(careLogMonth),
  ...reportMonthChecks(reportMonth),
  ...largeListChecks(largeLists),
  ...lighthouseChecks(lighthouse),
];
for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
