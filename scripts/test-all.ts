/**
 * npm test: every check (docs/architecture.md §12, decision 0057) — lint (with the house rules and the
 * docs checks), format, typecheck, catalogues, unit, server on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set), production build, production start (a copy installed with --omit=dev,
 * decision 0055; it says so and passes without TEST_DATABASE_URL), bundle budget, end-to-end.
 *
 * Stages run one after another; the lanes of a stage run side by side, the steps of a lane in order:
 * the cheap checks and the unit tests together, the server tests beside build → production start → bundle budget, then
 * the end-to-end journeys (in E2E_SHARDS Playwright runs, two unless set, each with a server, fakes and
 * embedded database of its own). A step that runs beside others has its output held and printed
 * when it ends. The first failing step stops the run (the other steps are ended) and the run ends
 * with a "N passed, N failed" line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { busyShare, e2eShardCount } from './busy-machine.ts';
import { freePort } from './free-port.ts';
import { failedTitles } from './test-failures.ts';

type Step = { name: string; cmd: string[]; env?: Record<string, string | undefined> };
/** Steps run in order. */
type Lane = Step[];
/** Lanes run side by side. */
type Stage = Lane[];

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * One Playwright run per shard (`--shard=i/n`, contiguous slices of the spec files in order), each on
 * free ports (E2E_PORT/FAKES_PORT, when set, for the first), with its own output folder and embedded
 * database (playwright.config.ts names one per run), so no two journeys, and no other checkout's run
 * on the machine, share any state.
 */
async function e2eLanes(): Promise<Stage> {
  // Two Playwright runs (decision 0059), or one when other work already keeps the machine busy
  // (decision 0096); E2E_SHARDS chooses.
  const share = process.env.E2E_SHARDS ? 0 : await busyShare();
  const shards = e2eShardCount(process.env.E2E_SHARDS, share);
  if (!process.env.E2E_SHARDS && shards === 1)
    console.log(`\nThe machine is busy with other work (${Math.round(share * 100)}% of its CPU): the journeys run as one Playwright run.`);
  // Playwright slices by the number of journeys, at file boundaries; the specs up to dev-toss (50 of
  // 125, with accessibility and all-routes) took as long as the rest in measured runs (decision 0059),
  // so two shards take 40:60 of them (E2E_SHARD_WEIGHTS overrides).
  const weights = process.env.E2E_SHARD_WEIGHTS ?? (shards === 2 ? '40:60' : undefined);
  const lanes: Stage = [];
  for (let i = 1; i <= shards; i++) {
    const ports = {
      E2E_PORT: (i === 1 ? process.env.E2E_PORT : undefined) ?? String(await freePort()),
      FAKES_PORT: (i === 1 ? process.env.FAKES_PORT : undefined) ?? String(await freePort()),
    };
    const shard = shards === 1 ? [] : [`--shard=${i}/${shards}`, `--output=test-results/shard-${i}`];
    lanes.push([
      {
        name: shards === 1 ? 'end-to-end' : `end-to-end ${i}/${shards}`,
        cmd: ['npx', 'playwright', 'test', ...shard],
        env: { ...ports, DODAM_E2E_DATA_DIR: undefined, ...(weights && shards > 1 ? { PWTEST_SHARD_WEIGHTS: weights } : {}) },
      },
    ]);
  }
  return lanes;
}

/** A stage, or one that is made when its turn comes (the journeys' shards depend on the machine then). */
const stages: (Stage | (() => Promise<Stage>))[] = [
  [
    [{ name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] }],
    [{ name: 'format', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] }],
    [{ name: 'typecheck', cmd: ['npx', 'tsc', '-b'] }],
    [{ name: 'catalogues', cmd: ['npx', 'lingui', 'compile', '--strict'] }],
    [{ name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] }],
  ],
  [
    [
      { name: 'server (PGlite)', cmd: ['npx', 'vitest', 'run', '--project', 'server', '--project', 'server-sockets'] },
      ...(postgres
        ? [{ name: 'server (PostgreSQL)', cmd: ['npx', 'vitest', 'run', '--project', 'server-postgres', '--project', 'server-postgres-sockets'] }]
        : []),
    ],
    [
      { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
      { name: 'production start', cmd: ['npx', 'tsx', 'scripts/check-production.ts'] },
      // Its server on a free port: a fixed one would meet, or measure, another checkout's server.
      { name: 'bundle budget', cmd: ['npx', 'tsx', 'scripts/check-budget.ts'], env: { BUDGET_PORT: process.env.BUDGET_PORT ?? String(await freePort()) } },
    ],
  ],
  e2eLanes,
];

if (!postgres) console.log('TEST_DATABASE_URL is not set: the PostgreSQL server tests and the production start are skipped (.ci/run sets it).');

let passed = 0;
let failed = 0;
let stopping = false;
/** The step whose failure ended the run, and every failed or ended step's failed tests, for the summary. */
let firstFailure: string | null = null;
const failedTests: { step: string; how: 'failed' | 'ended'; titles: string[] }[] = [];
let interrupted = false;
const running = new Set<ChildProcess>();

/**
 * Ends every step still running. Each is the leader of its own process group (npx → node → workers),
 * which gets SIGINT first: Playwright then stops its web servers (process groups of their own) and
 * the production start removes its copy and database. What still runs 15 s later is killed.
 */
function stopAll(): void {
  stopping = true;
  const groups = [...running].map((child) => child.pid).filter((pid) => pid !== undefined);
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  for (const pid of groups) signal(pid, 'SIGINT');
  if (groups.length > 0) setTimeout(() => groups.forEach((pid) => signal(pid, 'SIGKILL')), 15_000).unref();
}
for (const name of ['SIGINT', 'SIGTERM'] as const)
  process.on(name, () => {
    interrupted = true;
    stopAll();
  });

/** Runs one step; beside others its output is held and printed whole when it ends. */
function runStep(step: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}`);
  const child = spawn(step.cmd[0] ?? 'false', step.cmd.slice(1), {
    env: { ...process.env, ...step.env },
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const output = Buffer.concat(held).toString().trimEnd();
      const ended = stopping && code !== 0;
      if (!alone) {
        console.log(ended ? `\n▶ ${step.name} (ended because ${firstFailure ?? 'another step'} failed; what it printed until then:)` : `\n▶ ${step.name}`);
        if (output) console.log(output);
      }
      if (ended) {
        // Not counted as failed, but its failed tests are real ones: listed in the summary.
        failedTests.push({ step: step.name, how: 'ended', titles: failedTitles(output) });
        console.log(`■ ${step.name} ended (${seconds} s)`);
        return resolve(false);
      }
      if (code === 0) {
        passed++;
        console.log(`✔ ${step.name} (${seconds} s)`);
        return resolve(true);
      }
      failed++;
      firstFailure ??= step.name;
      failedTests.push({ step: step.name, how: 'failed', titles: failedTitles(output) });
      console.log(`✘ ${step.name} failed (${seconds} s)`);
      stopAll();
      resolve(false);
    });
  });
}

async function runLane(lane: Lane, alone: boolean): Promise<boolean> {
  for (const step of lane) if (stopping || !(await runStep(step, alone))) return false;
  return true;
}

const started = Date.now();
for (const next of stages) {
  const stage = typeof next === 'function' ? await next() : next;
  const results = await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
  if (!results.every(Boolean)) break;
}
for (const { step, how, titles } of failedTests) {
  const what = how === 'failed' ? `✘ ${step} failed` : `■ ${step} was ended`;
  console.log(`\n${what}${titles.length > 0 ? '; its failed tests:' : how === 'ended' ? ' (no failed test until then)' : ''}`);
  for (const title of titles) console.log(`    ${title}`);
}
console.log(`\nsteps: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(interrupted ? 130 : failed === 0 ? 0 : 1);
