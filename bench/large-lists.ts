/**
 * The admin lists at scale (SPEC §2 admin area): the server on the database `npm run seed:large`
 * filled (LARGE_DATABASE_URL), signed in as its admin, and the p95 latency of the member list
 * (page 1, 20 rows), a member search by part of a nickname and the diary list, each under a few
 * connections for some seconds. A list the server does not have yet (404) is reported as not built
 * yet, not as a miss; GET /api/users/me under the same load is the yardstick of what the shared machine
 * gives any request. Run by `npm run bench` (step 4), or alone: `npx tsx bench/large-lists.ts`; the
 * database is LARGE_DATABASE_URL or `dodam_large`, filled when short (bench/large-database.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { BUDGETS } from './budgets.ts';
import { largeDatabase } from './large-database.ts';
import { signIn, startServer } from './server-process.ts';

export const LARGE_LISTS = [
  { name: 'admin member list, page 1 of 20', path: '/api/admin/members?page=1&size=20' },
  { name: 'admin member search, nickname contains 도담', path: `/api/admin/members?category=nickname&q=${encodeURIComponent('도담')}` },
  { name: 'admin diary list, page 1', path: '/api/admin/diaries?page=1&size=20' },
  // Decision 0046: by 작성 시각 without a range (2.5-3.8 s before diaries_created_idx), and the author
  // search whose 10,001 matching members wrote no entry (1.0-6.1 s in the EXISTS shape).
  { name: 'admin diary list by 작성 시각, page 1', path: '/api/admin/diaries?page=1&size=20&sort=createdAt&dir=desc' },
  { name: 'admin diary author search, nickname contains 도담', path: `/api/admin/diaries?category=nickname&q=${encodeURIComponent('도담')}` },
  // The community comments (about 150,000): newest first on diary_comments_created_idx, and the author
  // search on diary_comments_author_idx (about 0.8 s under load before both).
  { name: 'admin comment list, page 1', path: '/api/admin/comments?page=1&size=20' },
  { name: 'admin comment author search, nickname contains 도담', path: `/api/admin/comments?category=nickname&q=${encodeURIComponent('도담')}` },
  // No list: what the server and this machine answer under the same load (other work shares the cores).
  { name: 'yardstick GET /api/users/me', path: '/api/users/me' },
] as const;

export type LargeListResult =
  | { name: string; path: string; built: false; status: 404 }
  | { name: string; path: string; built: true; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number; rows: number | null };

/** Rows of page 1 in the answer (data.items, data.content or data itself as a list), to show the list was not empty. */
function rowsOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const data = body.data;
  if (Array.isArray(data)) return data.length;
  if (typeof data !== 'object' || data === null) return null;
  for (const value of Object.values(data)) if (Array.isArray(value)) return value.length;
  return null;
}

export async function measureLargeLists(
  databaseUrl: string,
  port: number,
  options: { connections?: number; seconds?: number } = {},
): Promise<LargeListResult[]> {
  const connections = options.connections ?? 10;
  const seconds = options.seconds ?? 10;
  const server = await startServer(port, { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const tokens = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken };
    // Every list is probed before any load run: a keep-alive socket of fetch would be closed by the
    // server while a load runs, and the next probe would fail on it.
    const probes: { status: number; body: unknown }[] = [];
    for (const list of LARGE_LISTS) {
      const probe = await fetch(`${server.url}${list.path}`, { headers });
      probes.push({ status: probe.status, body: await probe.json().catch(() => null) });
    }
    const results: LargeListResult[] = [];
    for (const [i, list] of LARGE_LISTS.entries()) {
      const probe = probes[i] ?? { status: 0, body: null };
      if (probe.status === 404) {
        results.push({ ...list, built: false, status: 404 });
        continue;
      }
      if (probe.status !== 200) throw new Error(`${list.path} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', 'bench/load.ts', `${server.url}${list.path}`, String(connections), String(seconds), JSON.stringify(headers)],
        { encoding: 'utf8' },
      );
      const load: { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number } = JSON.parse(out.trim().split('\n').pop() ?? '{}');
      results.push({ ...list, built: true, ...load, rows: rowsOf(probe.body) });
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** One line per list for the bench's report; `ok` false only for a built list over budget or with errors. */
export function largeListChecks(results: readonly LargeListResult[], connections = 10): { name: string; ok: boolean }[] {
  return results.map((r) =>
    r.built
      ? r.path === '/api/users/me'
        ? {
            name: `${r.name} p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)}, ${r.rps.toFixed(0)} req/s) at ${connections} connections, for comparison`,
            ok: r.errors === 0,
          }
        : {
            name: `${r.name} p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)}, ${r.rps.toFixed(0)} req/s, ${r.rows ?? '?'} rows) at ${connections} connections on the large seed (budget ${BUDGETS.adminListP95Ms} ms, errors ${r.errors})`,
            ok: r.p95 <= BUDGETS.adminListP95Ms && r.errors === 0 && r.requests > 0,
          }
      : { name: `${r.name}: not built yet (${r.path} answers 404)`, ok: true },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = await largeDatabase(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const results = await measureLargeLists(url, Number(process.env.BENCH_PORT ?? 8796) + 3, { seconds: Number(process.env.BENCH_SECONDS ?? 10) });
  const checks = largeListChecks(results);
  for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
