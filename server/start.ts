import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { nodeEnvOf } from './env.ts';
import { main } from './main.ts';

/**
 * npm start. Development: build the PWA when dist/ is missing or older than its sources, then serve.
 * Production (NODE_ENV=production, decision 0055): serve the dist/ built once by `npm run build`,
 * never build at start, so an install without dev dependencies (`npm ci --omit=dev`) starts.
 */
const SOURCES = ['src', 'public', 'locales', 'index.html', 'admin.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const production = nodeEnvOf() === 'production';
// Vite is a dev dependency: without it (npm ci --omit=dev) the server serves what was built.
const canBuild = !production && existsSync('node_modules/vite/package.json');
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built === 0 && !canBuild) {
  console.error('\n  Dodam could not start: dist/ has no built PWA. Build it once with `npm run build` (dev dependencies installed), then start.\n');
  process.exit(1);
}
if (canBuild && (built === 0 || SOURCES.some((s) => newest(s) > built))) {
  console.log(built === 0 ? 'Building the PWA (first start)…' : 'Sources changed since the last build: rebuilding the PWA…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await main().catch((error: unknown) => {
  console.error(`\n  Dodam could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
