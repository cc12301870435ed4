import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from './main.ts';

/** npm start: build the PWA when dist/ is missing or older than its sources, then serve. */
const SOURCES = ['src', 'public', 'locales', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built === 0 || SOURCES.some((s) => newest(s) > built)) {
  console.log(built === 0 ? 'Building the PWA (first start)…' : 'Sources changed since the last build: rebuilding the PWA…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await main().catch((error: unknown) => {
  console.error(`\n  Dodam could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
