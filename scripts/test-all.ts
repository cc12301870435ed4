/**
 * npm test: every check in order (docs/architecture.md §12) — lint (with the house rules and the docs
 * checks), format, typecheck, catalogues, unit, server on PGlite (and PostgreSQL when TEST_DATABASE_URL
 * is set), production build, production start (a copy installed with --omit=dev, decision 0055; it says
 * so and passes without TEST_DATABASE_URL), bundle budget, end-to-end. Stops at the first failing step
 * and ends with a "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';

type Step = { name: string; cmd: string[]; env?: Record<string, string> };

const steps: Step[] = [
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
  { name: 'catalogues', cmd: ['npx', 'lingui', 'compile', '--strict'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'server (PGlite)', cmd: ['npx', 'vitest', 'run', '--project', 'server'] },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server (PostgreSQL)', cmd: ['npx', 'vitest', 'run', '--project', 'server-postgres'] }] : []),
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'production start', cmd: ['npx', 'tsx', 'scripts/check-production.ts'] },
  { name: 'bundle budget', cmd: ['npx', 'tsx', 'scripts/check-budget.ts'] },
  { name: 'end-to-end', cmd: ['npx', 'playwright', 'test'] },
];

if (!process.env.TEST_DATABASE_URL)
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL server tests and the production start are skipped (.ci/run sets it).');

let passed = 0;
let failed = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd[0] ?? 'false', step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${step.name} failed (${seconds} s)`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
