/**
 * The daily log at a heavy family's scale (decision 0098): 1,000 logs a day for a month on one child,
 * read over HTTP as the page reads them — the month's day totals (GET …/care-logs/summary, what the
 * chart and the monthly report sum) and one full day (GET …/care-logs?date=, 1,000 logs with their
 * authors). Each is asked 30 times one after another; its p95 must stay under
 * BUDGETS.careLogMonthReadMs. The server runs on PostgreSQL, in a database of its own, dropped when
 * the step ends. Run by `npm run bench`, or alone: `npx tsx bench/care-log-month.ts`.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isoOfDay, koreaDayNumber } from '../src/contract/calendar/days.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { BUDGETS } from './budgets.ts';
import { signIn, startServer } from './server-process.ts';
import { requestJson } from './tls.ts';

const LOGS_A_DAY = 1000;
const DAYS = 30;
const ASKS = 30;

export type CareLogMonthResult = { logs: number; summaryP95Ms: number; dayP95Ms: number; dayLogs: number };

const p95 = (ms: readonly number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1] ?? Number.NaN;

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number[]; last: unknown }> {
  const ms: number[] = [];
  let last: unknown = null;
  for (let i = 0; i < ASKS; i += 1) {
    const start = performance.now();
    const res = await requestJson(url, { headers });
    ms.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    last = res.body;
  }
  return { ms, last };
}

export async function measureCareLogMonth(pgUrl: string, port: number): Promise<CareLogMonthResult> {
  const name = `dodam_bench_care_logs_${port}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    const server = await startServer(port, { DATABASE_URL: url.toString(), SEED_DEMO: 'true', BACKGROUND_JOBS: 'off' });
    try {
      const tokens = await signIn(server.url, 'parent', DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken };
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const today = koreaDayNumber(Date.now());
      // The 30 days before the demo's week of logs (server/seed/demo-care-logs.ts): 1,000 a day exactly.
      const from = isoOfDay(today - 8 - DAYS);
      const to = isoOfDay(today - 9);
      let childId = 0;
      try {
        const child = await db.query<{ id: number; member_id: number }>(
          `select c.id, c.member_id from children c join users u on u.id = c.member_id where u.login_id = 'parent' order by c.id limit 1`,
        );
        const row = child.rows[0];
        if (!row) throw new Error('the demo parent has no child');
        childId = row.id;
        // A log every 86 seconds of each Korea day of the month: feedings, diapers and sleeps in turn.
        await db.query(
          `insert into care_logs (child_id, client_id, author_id, kind, detail, amount_ml, started_at, ended_at, log_day)
           select $1, gen_random_uuid(), $2,
             (array['FEEDING', 'DIAPER', 'SLEEP'])[1 + i % 3],
             (array['FORMULA', 'WET', null])[1 + i % 3],
             case when i % 3 = 0 then 120 end,
             (d::timestamp - interval '9 hours') + i * interval '86 seconds',
             case when i % 3 = 2 then (d::timestamp - interval '9 hours') + i * interval '86 seconds' + interval '40 minutes' end,
             d::date
           from generate_series($3::date, $4::date, interval '1 day') as d, generate_series(0, $5 - 1) as i`,
          [childId, row.member_id, from, to, LOGS_A_DAY],
        );
        await db.query('analyze care_logs');
      } finally {
        await db.end();
      }
      const base = `${server.url}/api/members/children/${childId}/care-logs`;
      const summary = await timed(`${base}/summary?from=${from}&to=${to}`, headers);
      const day = await timed(`${base}?date=${to}`, headers);
      const body = day.last;
      const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
      const dayLogs = typeof data === 'object' && data !== null && 'logs' in data && Array.isArray(data.logs) ? data.logs.length : 0;
      return { logs: LOGS_A_DAY * DAYS, summaryP95Ms: p95(summary.ms), dayP95Ms: p95(day.ms), dayLogs };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function careLogMonthChecks(r: CareLogMonthResult): { name: string; ok: boolean }[] {
  return [
    {
      name: `the daily log's month of ${r.logs.toLocaleString('en')} logs: its day totals p95 ${r.summaryP95Ms.toFixed(1)} ms (budget ${BUDGETS.careLogMonthReadMs} ms)`,
      ok: r.summaryP95Ms <= BUDGETS.careLogMonthReadMs,
    },
    {
      name: `the daily log's day of ${r.dayLogs} logs p95 ${r.dayP95Ms.toFixed(1)} ms (budget ${BUDGETS.careLogMonthReadMs} ms)`,
      ok: r.dayLogs === LOGS_A_DAY && r.dayP95Ms <= BUDGETS.careLogMonthReadMs,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const result = await measureCareLogMonth(pgUrl, Number(process.env.BENCH_PORT ?? 8796) + 6);
  console.log(JSON.stringify(result));
  const checks = careLogMonthChecks(result);
  for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
