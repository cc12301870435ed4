/**
 * Heavy requests beside light ones (decision 0078): while one member asks for 20 monthly-report
 * PDFs at once, and then sends a burst of 20 big pictures (PNGs of 64 and 24 million pixels), a
 * prober asks GET /api/health one call after another; its p99 over each burst must stay under
 * BUDGETS.heavyBurstHealthP99Ms. The prober is a process of its own (bench/health-probe.ts). The server runs on PostgreSQL (a database of its own, dropped and
 * made again) with the demo seed. Run by `npm run bench` (step 3a), or alone:
 * `npx tsx bench/heavy-requests.ts` (BENCH_PORT, BENCH_DATABASE_URL as for the bench).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { BUDGETS } from './budgets.ts';
import { signIn, startServer } from './server-process.ts';

export type BurstResult = {
  requests: number;
  statuses: Record<string, number>;
  seconds: number;
  healthCalls: number;
  healthP99Ms: number;
  healthMaxMs: number;
};
export type HeavyResult = { quiet: BurstResult; reportPdfs: BurstResult; imageUploads: BurstResult };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; body: Buffer };
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: Uint8Array } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const dataOf = (answer: Answer): unknown => {
  const parsed: unknown = JSON.parse(answer.body.toString('utf8'));
  return typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : null;
};

/** The health prober (bench/health-probe.ts) in its own process, started and answering. */
async function startProbe(url: string): Promise<{ stop(): Promise<number[]> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/health-probe.ts', url], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.value !== 'ready') throw new Error(`the health prober said ${String(first.value)}`);
  return {
    async stop() {
      child.stdin.write('stop\n');
      const last = await iterator.next();
      const parsed: unknown = JSON.parse(typeof last.value === 'string' ? last.value : '[]');
      return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
    },
  };
}

/** Runs `burst` while GET /api/health is asked one call after another; the health latencies are those of the burst's time. */
async function withProbe(url: string, burst: () => Promise<number[]>): Promise<BurstResult> {
  const probe = await startProbe(url);
  const started = performance.now();
  const statuses = await burst();
  const seconds = (performance.now() - started) / 1000;
  const latencies = (await probe.stop()).sort((a, b) => a - b);
  const counted: Record<string, number> = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  return {
    requests: statuses.length,
    statuses: counted,
    seconds,
    healthCalls: latencies.length,
    healthP99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    healthMaxMs: latencies.at(-1) ?? 0,
  };
}

/** A PNG of `width`×`height` that compresses well (a few stripes), as a crafted upload would. */
async function bigPng(width: number, height: number): Promise<Uint8Array> {
  const stripes = Buffer.alloc(width * 3 * 8);
  for (let i = 0; i < stripes.length; i += 7) stripes[i] = i & 0xff;
  const raw = Buffer.alloc(width * height * 3);
  for (let offset = 0; offset < raw.length; offset += stripes.length) stripes.copy(raw, offset);
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

/** A database per port: two benches on one PostgreSQL (each on its BENCH_PORT) never drop each other's. */
async function freshDatabase(pgUrl: string, port: number): Promise<string> {
  const DB = `dodam_bench_heavy_${port}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${DB}`;
  return u.toString();
}

export async function measureHeavyRequests(pgUrl: string, port: number): Promise<HeavyResult> {
  const server = await startServer(port, { DATABASE_URL: await freshDatabase(pgUrl, port), SEED_DEMO: 'true' });
  try {
    const tokens = await signIn(server.url, 'parent', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken };
    const list = dataOf(await request(`${server.url}/api/members/reports`, { headers }));
    const ids =
      typeof list === 'object' && list !== null && 'reports' in list && Array.isArray(list.reports)
        ? list.reports.flatMap((r: unknown) => (typeof r === 'object' && r !== null && 'id' in r && typeof r.id === 'number' ? [r.id] : []))
        : [];
    if (ids.length === 0) throw new Error('the demo parent has no monthly report');
    const me = dataOf(await request(`${server.url}/api/users/me`, { headers }));
    const childId = typeof me === 'object' && me !== null && 'selectedChildId' in me && typeof me.selectedChildId === 'number' ? me.selectedChildId : null;
    if (childId === null) throw new Error('the demo parent has no selected child');
    // Made before the bursts: sharp in the bench's own process must not share its CPU with them.
    const bomb = await bigPng(8000, 8000);
    const large = await bigPng(5000, 4800);
    console.log(`  ${ids.length} reports; pictures ${(bomb.length / 1024).toFixed(0)} KB (64 MP) and ${(large.length / 1024).toFixed(0)} KB (24 MP)`);

    // The prober alone first: what /api/health answers in on this machine with nothing heavy running.
    const quiet = await withProbe(server.url, async () => {
      await new Promise((r) => setTimeout(r, 3_000));
      return [];
    });
    // 20 PDFs at once by one member, over the member's reports.
    const reportPdfs = await withProbe(server.url, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) => request(`${server.url}/api/members/reports/${ids[i % ids.length]}/pdf`, { headers }).then((a) => a.status)),
      ),
    );
    // 20 pictures at once by one member: half decompression bombs, half big but allowed.
    const imageUploads = await withProbe(server.url, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request(`${server.url}/api/members/children/${childId}/profile-image`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'image/png' },
            body: i % 2 === 0 ? bomb : large,
          }).then((a) => a.status),
        ),
      ),
    );
    return { quiet, reportPdfs, imageUploads };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export function heavyRequestChecks(r: HeavyResult): { name: string; ok: boolean }[] {
  const line = (what: string, b: BurstResult) => ({
    name: `GET /api/health p99 ${b.healthP99Ms.toFixed(1)} ms (max ${b.healthMaxMs.toFixed(1)} ms, ${b.healthCalls} calls) while ${what} (${b.seconds.toFixed(1)} s; answers ${JSON.stringify(b.statuses)}; budget ${BUDGETS.heavyBurstHealthP99Ms} ms)`,
    ok: b.healthCalls > 0 && b.healthP99Ms <= BUDGETS.heavyBurstHealthP99Ms && !('500' in b.statuses),
  });
  console.log(`  GET /api/health p99 ${r.quiet.healthP99Ms.toFixed(1)} ms (max ${r.quiet.healthMaxMs.toFixed(1)} ms) with nothing heavy running`);
  return [line('one member asks for 20 report PDFs at once', r.reportPdfs), line('one member sends 20 big pictures at once', r.imageUploads)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const result = await measureHeavyRequests(pgUrl, Number(process.env.BENCH_PORT ?? 8796) + 5);
  console.log(JSON.stringify(result));
  const checks = heavyRequestChecks(result);
  for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
