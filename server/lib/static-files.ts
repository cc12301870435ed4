import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * Serves the built PWA from `dist/`: hashed assets cached for a year, the service worker and the
 * shell never cached, and every other GET outside /api answered with index.html (SPA fallback).
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
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (!existsSync(index)) return c.text('The PWA is not built yet: run npm run build (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(index, 'utf8'));
  });
}
