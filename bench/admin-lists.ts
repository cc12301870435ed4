/**
 * The back office at scale (decision 0041): 100,000 members inserted straight into the bench's
 * PostgreSQL database, then the p95 of the member list, a two-syllable part-word search (a scan:
 * no trigram of its own) and a three-syllable one (the trigram index), asked one after another as
 * an operator would. The diary list joins this step when its menu lands.
 */
import pg from 'pg';

export const LARGE_MEMBERS = 100_000;
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 60);

/** Members with Korean nicknames (unique by their number), names, phones and join times spread over a year. */
export async function seedLargeMembers(dbUrl: string, count = LARGE_MEMBERS): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query(
    `insert into users (login_id, nickname, name, phone, role, created_at, updated_at)
     select 'bench' || g,
            (array['도담','튼튼','새싹','하늘','별빛','햇살','나무','바다'])[1 + g % 8] || (array['이','아','맘','빠','님','짱'])[1 + (g / 8) % 6] || g,
            '김' || (array['도담','하늘','바다'])[1 + g % 3],
            '010' || lpad(g::text, 8, '0'),
            'ROLE_MEMBER',
            now() - (g * 315 || ' seconds')::interval,
            now()
     from generate_series(1, $1::int) g`,
    [count],
  );
  // As autovacuum leaves a table that has settled: statistics and the visibility map (index-only counts).
  await client.query('vacuum analyze users');
  await client.end();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export type AdminListTiming = { name: string; path: string; p50: number; p95: number; total: number };

export async function measureAdminLists(url: string, tokens: { accessToken: string; refreshToken: string }): Promise<AdminListTiming[]> {
  const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken };
  const cases = [
    { name: 'member list, newest first', path: '/api/admin/members' },
    { name: 'member search 도담 (2 syllables)', path: `/api/admin/members?category=nickname&q=${encodeURIComponent('도담')}` },
    { name: 'member search 도담이 (trigram index)', path: `/api/admin/members?category=nickname&q=${encodeURIComponent('도담이')}` },
    { name: 'member list page 200 by warnings', path: '/api/admin/members?page=200&sort=warningCount&dir=desc' },
  ];
  const out: AdminListTiming[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < SAMPLES + 5; i++) {
      const start = performance.now();
      const res = await fetch(`${url}${c.path}`, { headers });
      const body: unknown = await res.json();
      if (!res.ok) throw new Error(`${c.path}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 5) times.push(performance.now() - start); // the first five warm the caches
      if (typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null && 'total' in body.data)
        total = Number(body.data.total);
    }
    out.push({ name: c.name, path: c.path, p50: percentile(times, 50), p95: percentile(times, 95), total });
  }
  return out;
}
