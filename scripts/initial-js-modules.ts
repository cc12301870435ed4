/**
 * What the initial JS of /auth/sign-in and /main is made of: every script the page loads (as
 * bench/initial-js.ts measures it), attributed to source modules through the build's source maps.
 * For each module: its raw bytes and the gzip bytes its chunk saves without it (the marginal cost).
 *
 *   npx vite build --sourcemap && BUDGET_PORT=… npx tsx scripts/initial-js-modules.ts [--top 60] [--route /main]
 *
 * The source maps only feed this report (the real build keeps `sourcemap: false`; build again
 * without them before `npm run budget`, whose numbers they would inflate by their comments).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { ENTRY_ROUTES, loadInitialScripts } from '../bench/initial-js.ts';
import { startServer } from '../bench/server-process.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const top = Number(option('--top') ?? 60);
const onlyRoute = option('--route');
const routes = onlyRoute ? [onlyRoute] : ENTRY_ROUTES;

type Row = { module: string; chunk: string; raw: number; gzip: number };

const gz = (s: string): number => gzipSync(s, { level: 9 }).length;

/** Splits a chunk into per-source byte ranges and prices each source by what removing it saves. */
function attribute(chunk: string, code: string): Row[] {
  const mapFile = join('dist/assets', `${chunk}.map`);
  if (!existsSync(mapFile)) return [{ module: `(no map) ${chunk}`, chunk, raw: code.length, gzip: gz(code) }];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const decoded = decode(map.mappings);
  // [start, end, module] over the whole chunk; a line's text before its first mapping is unmapped.
  const ranges: [number, number, string][] = [];
  let offset = 0;
  code.split('\n').forEach((line, i) => {
    let owner = '(unmapped)';
    let at = 0;
    for (const seg of decoded[i] ?? []) {
      if (seg[0] > at) ranges.push([offset + at, offset + seg[0], owner]);
      at = Math.max(at, seg[0]);
      owner = seg.length > 1 && seg[1] !== undefined ? normalize(map.sources[seg[1]] ?? '?') : '(unmapped)';
    }
    ranges.push([offset + at, offset + line.length + 1, owner]);
    offset += line.length + 1;
  });
  const full = gz(code);
  const raw = new Map<string, number>();
  for (const [start, end, module] of ranges) raw.set(module, (raw.get(module) ?? 0) + end - start);
  return [...raw.entries()].map(([module, bytes]) => {
    const without = ranges.filter((r) => r[2] !== module).map(([start, end]) => code.slice(start, end));
    return { module, chunk, raw: bytes, gzip: full - gz(without.join('')) };
  });
}

/** npm:package or the source folder (two levels), for the summary. */
function groupOf(module: string): string {
  if (module.startsWith('npm:'))
    return module
      .split('/')
      .slice(0, module.startsWith('npm:@') ? 2 : 1)
      .join('/');
  return module
    .split('/')
    .slice(0, module.startsWith('src/') ? 3 : 2)
    .join('/');
}

function normalize(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}/${rest.slice(rest[0]?.startsWith('@') ? 2 : 1).join('/')}`;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

const server = await startServer(Number(process.env.BUDGET_PORT ?? 8795));
try {
  for (const [route, bodies] of await loadInitialScripts(server.url, DEMO_PASSWORD, routes)) {
    console.log(`\n## ${route}`);
    const rows: Row[] = [];
    for (const [url, body] of bodies) {
      const chunk = basename(new URL(url).pathname);
      console.log(`  ${chunk.padEnd(48)} ${(gz(body.toString()) / 1024).toFixed(2).padStart(7)} KiB gzip`);
      rows.push(...attribute(chunk, body.toString()));
    }
    const total = [...bodies.values()].reduce((n, b) => n + gz(b.toString()), 0);
    console.log(`  total ${(total / 1024).toFixed(1)} KiB gzip in ${bodies.size} files (with the source map comments)\n`);
    const groups = new Map<string, number>();
    for (const r of rows) groups.set(groupOf(r.module), (groups.get(groupOf(r.module)) ?? 0) + r.gzip);
    console.log('  by package or folder:');
    for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${(bytes / 1024).toFixed(2).padStart(6)} KiB gz  ${group}`);
    console.log('\n  by module:');
    rows.sort((a, b) => b.gzip - a.gzip);
    for (const r of rows.slice(0, top)) {
      console.log(`  ${(r.gzip / 1024).toFixed(2).padStart(6)} KiB gz ${(r.raw / 1024).toFixed(1).padStart(6)} KiB raw  ${r.module}  [${r.chunk}]`);
    }
  }
} finally {
  await server.stop();
}
