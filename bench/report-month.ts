/**
 * A month of monthly reports at scale (decision 0067, issue budget: the whole month in under 10
 * minutes, the API's p99 unchanged while it runs): on the large seed, the month the job makes now is
 * taken back (its rows deleted), then two job processes make it while a third process, running no
 * jobs (BACKGROUND_JOBS=off, decision 0068), answers GET /api/members/children under load, before and
 * during; the two job processes run at niceness 19, as a worker beside request processes would. The time is the report month's queue time to its last report made, read from the database.
 * Run by `npm run bench` (step 4, before the lists, so their server finds the month made), or alone:
 * `npx tsx bench/report-month.ts`.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { dueMonth } from '../server/modules/monthly-reports/report-generation.ts';
import { monthBounds } from '../server/modules/monthly-reports/report-content.ts';
import { BUDGETS } from './budgets.ts';
import { largeDatabase } from './large-database.ts';
import { signIn, startServer } from './server-process.ts';

export type ReportMonthResult = {
  month: string;
  reports: number;
  seconds: number;
  perSecond: number;
  p99BeforeMs: number;
  p99DuringMs: number;
  errors: number;
};

const CONNECTIONS = 10;
const LOAD_SECONDS = 15;
const DEADLINE_MS = 20 * 60_000;
const JOB_NICENESS = 19;

function load(url: string, headers: Record<string, string>) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/load.ts', url, String(CONNECTIONS), String(LOAD_SECONDS), JSON.stringify(headers)], {
    encoding: 'utf8',
  });
  const result: { requests: number; errors: number; p99: number } = JSON.parse(out.trim().split('\n').pop() ?? '{}');
  return result;
}

export async function measureReportMonth(databaseUrl: string, port: number): Promise<ReportMonthResult> {
  const month = dueMonth(new Date());
  const { first, last } = monthBounds(month);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The server migrates on start; the API process is up before the month is taken back.
    const api = await startServer(port, { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', BACKGROUND_JOBS: 'off' });
    const jobs = [];
    try {
      await db.query('delete from monthly_reports where month = $1', [month]);
      await db.query('delete from report_months where month = $1', [month]);
      const expected = await db.query<{ n: string }>('select count(distinct child_id) as n from diaries where entry_date between $1 and $2', [first, last]);
      console.log(`  making ${month}'s reports for ${expected.rows[0]?.n ?? '?'} children on the large seed with two job processes`);
      const tokens = await signIn(api.url, 'member10', DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken };
      const target = `${api.url}/api/members/children`;
      const before = load(target, headers);
      // The job workers run at a low priority beside the request process, as a deployment would run them.
      for (const offset of [1, 2]) jobs.push(await startServer(port + offset, { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' }, undefined, JOB_NICENESS));
      const during = load(target, headers);
      const started = Date.now();
      for (;;) {
        const state = await db.query<{ children: number; ready: string; seconds: string | null }>(
          `select m.children, (select count(*) from monthly_reports r where r.month = m.month and r.status = 'READY') as ready,
             extract(epoch from (select max(generated_at) from monthly_reports r where r.month = m.month) - m.queued_at) as seconds
           from report_months m where m.month = $1`,
          [month],
        );
        const row = state.rows[0];
        if (row && Number(row.ready) >= row.children) {
          const seconds = Number(row.seconds ?? 0);
          return {
            month,
            reports: row.children,
            seconds,
            perSecond: seconds > 0 ? row.children / seconds : 0,
            p99BeforeMs: before.p99,
            p99DuringMs: during.p99,
            errors: before.errors + during.errors,
          };
        }
        if (Date.now() - started > DEADLINE_MS) throw new Error(`${month}: ${row?.ready ?? 0} of ${row?.children ?? '?'} reports after 20 minutes`);
        await new Promise((r) => setTimeout(r, 2_000));
      }
    } finally {
      for (const job of jobs) await job.stop();
      await api.stop();
    }
  } finally {
    await db.end();
  }
}

/** The budget lines: the month within REPORT_MONTH_SECONDS, and the API's p99 during within its slack of before. */
export function reportMonthChecks(r: ReportMonthResult): { name: string; ok: boolean }[] {
  const allowed = r.p99BeforeMs * BUDGETS.reportMonthP99Factor + BUDGETS.reportMonthP99SlackMs;
  return [
    {
      name: `${r.month}: ${r.reports} monthly reports in ${(r.seconds / 60).toFixed(1)} min (${r.perSecond.toFixed(0)} reports/s, two job processes) on the large seed (budget ${BUDGETS.reportMonthSeconds / 60} min)`,
      ok: r.reports > 0 && r.seconds <= BUDGETS.reportMonthSeconds,
    },
    {
      name: `GET /api/members/children p99 ${r.p99DuringMs.toFixed(1)} ms while they are made, ${r.p99BeforeMs.toFixed(1)} ms before (allowed ${allowed.toFixed(1)} ms, errors ${r.errors})`,
      ok: r.p99DuringMs <= allowed && r.errors === 0,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = await largeDatabase(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const result = await measureReportMonth(url, Number(process.env.BENCH_PORT ?? 8796) + 4);
  console.log(JSON.stringify(result));
  const checks = reportMonthChecks(result);
  for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
