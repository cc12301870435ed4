import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { chooseCoding, CODINGS, type Coding } from './content-encoding.ts';

/** One route path of the PWA and what its first visit loads (scripts/route-preloads.ts writes the list). */
export type RoutePreload = { pattern: string; scripts: string[]; styles: string[] };

const ASSET = /^\/assets\/[\w./-]+\.(?:js|css)$/;

/** Static segments outrank `$param` ones, so /my-page/child-info/add is not taken for /my-page/child-info/$childId. */
export function matchPreload(preloads: readonly RoutePreload[], pathname: string): RoutePreload | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { preload: RoutePreload; score: number } | null = null;
  for (const preload of preloads) {
    const pattern = preload.pattern.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    let score = 0;
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith('$')) return Boolean(parts[i]);
      score += 1;
      return segment === parts[i];
    });
    if (fits && (!best || score > best.score)) best = { preload, score };
  }
  return best?.preload ?? null;
}

/** The id of the data block that names a route's chunks in its shell. */
export const ROUTE_CHUNKS_ID = 'dodam-route-chunks';

/**
 * The route's chunks as a JSON data block before </head> (a data block runs nothing: the CSP's
 * no-inline-script rule holds). src/lib/api/early-requests.ts turns it into preload links once the
 * splash has painted: links in the HTML itself would be fetched before the first paint, and
 * Lighthouse counts everything fetched before it as what the first paint waited for.
 */
export function withPreloads(shell: string, preload: RoutePreload): string {
  const chunks = { scripts: preload.scripts.filter((href) => ASSET.test(href)), styles: preload.styles.filter((href) => ASSET.test(href)) };
  const json = JSON.stringify(chunks).replace(/</g, '\\u003c');
  return shell.replace('</head>', `<script type="application/json" id="${ROUTE_CHUNKS_ID}">${json}</script></head>`);
}

type Copies = { identity: Buffer } & Record<Coding, Buffer>;

/**
 * The app shell for a page route, naming its route's chunks (decision 0060), compressed once per
 * route and kept. null when the build wrote no route-preloads.json: the plain shell then.
 */
export function shellWithPreloads(distDir: string): ((c: Context<AppEnv>) => Response | null) | null {
  const listFile = join(distDir, 'route-preloads.json');
  const shellFile = join(distDir, 'index.html');
  if (!existsSync(listFile) || !existsSync(shellFile)) return null;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreload[];
  const shell = readFileSync(shellFile, 'utf8');
  const copies = new Map<string, Copies>();
  const copiesOf = (preload: RoutePreload): Copies => {
    const known = copies.get(preload.pattern);
    if (known) return known;
    const identity = Buffer.from(withPreloads(shell, preload));
    const made = { identity, br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(identity, { level: 9 }) };
    copies.set(preload.pattern, made);
    return made;
  };
  return (c) => {
    const preload = matchPreload(preloads, c.req.path);
    if (!preload) return null;
    const coding = chooseCoding(c.req.header('Accept-Encoding'), CODINGS);
    const body = copiesOf(preload)[coding];
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (coding !== 'identity') headers['Content-Encoding'] = coding;
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  };
}
