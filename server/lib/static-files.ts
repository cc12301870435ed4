import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { COMPRESSIBLE } from './content-encoding.ts';
import { shellWithPreloads } from './route-preloads.ts';

/**
 * Serves the built PWA from `dist/` with @hono/node-server's serveStatic: hashed assets cached for a
 * year, the service worker and the shell never cached, and every other GET outside /api answered with
 * index.html (SPA fallback), /admin and /test with admin.html (decision 0089). Text files go out as the `.br` or `.gz` copy the build made
 * (scripts/precompress.ts, decision 0036), br before gzip, by `precompressed`. That option takes a
 * coding only when Accept-Encoding names it bare, as browsers send it; with a q-value it sends the
 * file itself, which every client accepts (decision 0054). Images and fonts go out as they are.
 */
/** The pages of admin.html (src/lib/routing/apps.ts says the same to the routers). */
export const ADMIN_APP_PATHS = ['/admin', '/admin/*', '/test', '/test/*'] as const;

export function serveApp(app: Hono<AppEnv>, distDir: string): void {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (/\/(sw\.js|index\.html|admin\.html|manifest\.webmanifest)$/.test(c.req.path) || c.req.path === '/') c.header('Cache-Control', 'no-cache');
    // serveStatic says Vary only beside a compressed copy, but the uncompressed text answer varies too.
    const text = COMPRESSIBLE.test(c.req.path) || c.res.headers.get('Content-Type')?.startsWith('text/html');
    if (c.res.status === 200 && text && !/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) c.header('Vary', 'Accept-Encoding', { append: true });
  });
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  // The back office and the component lab are an app of their own (decision 0089): their shell.
  const adminShell = serveStatic({ root: distDir, path: 'admin.html', precompressed: true });
  for (const path of ADMIN_APP_PATHS)
    app.get(path, (c, next) => {
      c.header('Cache-Control', 'no-cache');
      return adminShell(c, next);
    });
  const shell = serveStatic({ root: distDir, path: 'index.html', precompressed: true });
  // A page route's shell names the chunks of that route, for the browser to fetch beside the entry (decision 0060).
  const routeShell = shellWithPreloads(distDir);
  app.get('*', async (c, next) => {
    const withPreloads = routeShell?.(c);
    if (withPreloads) return withPreloads;
    c.header('Cache-Control', 'no-cache');
    return shell(c, next);
  });
  app.get('*', (c) => c.text('The PWA is not built yet: run npm run build (npm start does it for you).', 503));
}
