import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './app-env.ts';
import { chooseCoding, CODINGS, COMPRESSIBLE, PRECOMPRESSED } from './content-encoding.ts';

/** A path of the request that cannot name a file of the build (dot segments, doubled or back slashes). */
const UNSAFE_PATH = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/;

function fileOf(distDir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (UNSAFE_PATH.test(decoded)) return null;
  const path = join(distDir, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

const sizeOf = (path: string): number | null => (existsSync(path) ? statSync(path).size : null);

/**
 * A text file of the build in the representation the request accepts: the `.br` or `.gz` copy made at
 * build time (scripts/precompress.ts) or the file itself, always with `Vary: Accept-Encoding` and the
 * length of what is sent. HEAD gets the same headers without the body.
 */
async function sendText(c: Context<AppEnv>, path: string): Promise<Response> {
  const available = CODINGS.filter((coding) => sizeOf(path + PRECOMPRESSED[coding]) !== null);
  const coding = chooseCoding(c.req.header('Accept-Encoding'), available);
  const sent = coding === 'identity' ? path : path + PRECOMPRESSED[coding];
  const stats = statSync(sent);
  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (coding !== 'identity') c.header('Content-Encoding', coding);
  c.header('Content-Length', String(stats.size));
  c.header('Last-Modified', statSync(path).mtime.toUTCString());
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(await readFile(sent)), 200);
}

/**
 * Serves the built PWA from `dist/`: hashed assets cached for a year, the service worker and the
 * shell never cached, and every other GET outside /api answered with index.html (SPA fallback).
 * Text files go out precompressed (br > gzip > identity, decision 0036); images and fonts as they are.
 */
export function serveApp(app: Hono<AppEnv>, distDir: string): void {
  const index = join(distDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (/\/(sw\.js|index\.html|manifest\.webmanifest)$/.test(c.req.path) || c.req.path === '/') c.header('Cache-Control', 'no-cache');
  });
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = fileOf(distDir, c.req.path);
    return path && COMPRESSIBLE.test(path) ? sendText(c, path) : next();
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', async (c) => {
    if (!existsSync(index)) return c.text('The PWA is not built yet: run npm run build (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    return await sendText(c, index);
  });
}
