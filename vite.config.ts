import { execSync } from 'node:child_process';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDir } from './scripts/precompress.ts';
import { readFileSync } from 'node:fs';
import { ADMIN_ENTRY, routePreloads } from './scripts/route-preloads.ts';
import { stripEndpointSummaries } from './scripts/strip-summaries.ts';

/** Modules of the back office and the component lab (admins and developers, desktop; decisions 0040, 0041, 0089). */
const DESK_FOLDERS = [
  '/src/routes/admin/',
  '/src/domains/admin',
  '/src/components/layouts/admin-layout',
  '/src/domains/lab/',
  '/src/routes/test/',
  '/src/admin-',
];
const isDeskModule = (id: string): boolean => DESK_FOLDERS.some((folder) => id.includes(folder));

/**
 * The back office and the component lab are an app of their own (decision 0089): admin.html and
 * src/admin-main.tsx with the route tree of /admin and /test, so a member's first script carries
 * none of their routes. Both trees come from src/routes (one folder, one set of route ids);
 * src/routeTree.gen.ts, the whole tree, gives the router's types only.
 */
const DESK_PATH = /^\/(admin|test)(\/|$)/;
/** What each app's tree leaves out, by file or folder name at any depth of src/routes (so never `index.tsx`). */
const MEMBER_TREE_LEAVES_OUT = '^(admin|test)$';
const ADMIN_TREE_LEAVES_OUT = '^(_member|auth|error)$';

/**
 * The admin shell for /admin and /test in `vite` and `vite preview` (the server does the same,
 * server/lib/static-files.ts): Vite's own fallback would answer the member shell.
 */
function adminShell(): Plugin {
  const rewrite = (req: { url?: string; headers: { accept?: string } }) => {
    if (req.url && DESK_PATH.test(req.url) && req.headers.accept?.includes('text/html')) req.url = '/admin.html';
  };
  return {
    name: 'dodam:admin-shell',
    configureServer: (server) => {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
    configurePreviewServer: (server) => {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
  };
}
/** Busts the persisted query cache on every new build (src/lib/query/persist.ts). */
function buildId(): string {
  try {
    const rev = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${rev}-${Date.now().toString(36)}`;
  } catch {
    return Date.now().toString(36);
  }
}

const TEMPORAL_SHIM = fileURLToPath(new URL('./src/lib/temporal/temporal.ts', import.meta.url));

/** `temporal-polyfill` → native Temporal when the browser has it (src/lib/temporal/temporal.ts). */
function nativeTemporal(): Plugin {
  return {
    name: 'dodam:native-temporal',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'temporal-polyfill' && importer && !importer.startsWith(TEMPORAL_SHIM)) return TEMPORAL_SHIM;
      return null;
    },
  };
}

/**
 * `.br` and `.gz` beside every text file of the build, the service worker included: it runs after
 * vite-plugin-pwa wrote sw.js (both closeBundle hooks are sequential, this one ordered last), so the
 * precache manifest never lists the copies (decision 0036, server/lib/static-files.ts).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dodam:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        // A failed build wrote nothing: its own error is the one to see.
        if (error) return;
        const report = precompressDir(outDir);
        this.info(
          `precompressed ${report.files} files: ${(report.raw / 1024).toFixed(0)} KiB → br ${(report.br / 1024).toFixed(0)} KiB, gzip ${(report.gzip / 1024).toFixed(0)} KiB`,
        );
      },
    },
  };
}

const EARLY_START = 'src/lib/api/early-start.ts';

/**
 * The guard's first requests start beside the app's scripts (src/lib/api/early-requests.ts, decision
 * 0060): an entry of its own, in the head as an async module, so that it runs as soon as its few
 * hundred bytes arrive. (A second module script in index.html would be bundled into the entry.)
 */
function earlyRequests(): Plugin {
  return {
    name: 'dodam:early-requests',
    config: (config, { command }) =>
      command === 'build'
        ? {
            build: {
              rollupOptions: {
                input: {
                  index: resolve(config.root ?? '.', 'index.html'),
                  [ADMIN_ENTRY]: resolve(config.root ?? '.', 'admin.html'),
                  'early-start': resolve(config.root ?? '.', EARLY_START),
                },
              },
            },
          }
        : undefined,
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The member shell only: the back office's pages ask for what they need themselves.
        if (!ctx.filename.endsWith('index.html')) return undefined;
        const chunk = ctx.bundle ? Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early-start') : undefined;
        return [{ tag: 'script', attrs: { type: 'module', async: true, src: chunk ? `/${chunk.fileName}` : `/${EARLY_START}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * V8's explicit compile hint (decision 0061): the entry's functions are compiled while the script
 * streams in, on a background thread, instead of one by one on the main thread as the first page
 * calls them. Added after minification, which would drop the comment.
 */
function compileHints(): Plugin {
  return {
    name: 'dodam:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'index') continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // With --sourcemap (profiling), the map gains the same empty first line, so it still points right.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed: unknown = JSON.parse(map.source);
            if (typeof parsed === 'object' && parsed !== null && 'mappings' in parsed && typeof parsed.mappings === 'string')
              map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

const THEME_COLOR = '#f08a5d';

export default defineConfig({
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()),
  },
  plugins: [
    stripEndpointSummaries(),
    nativeTemporal(),
    earlyRequests(),
    routePreloads(() => readFileSync(fileURLToPath(new URL('./src/member-routes.gen.ts', import.meta.url)), 'utf8')),
    adminShell(),
    // The whole tree: the route files' code splitting and the router's types (decision 0089).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get a chunk of their own (decision 0039): they import query options and the contract,
      // which would otherwise travel in the entry script on every first page.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    // Each app's own tree, from the same files (decision 0089).
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/member-routes.gen.ts',
      routeFileIgnorePattern: MEMBER_TREE_LEAVES_OUT,
    }),
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/admin-routes.gen.ts',
      routeFileIgnorePattern: ADMIN_TREE_LEAVES_OUT,
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['offline.html', 'icons/*.png', 'robots.txt'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
        // The component lab's PDF libraries (pdfjs, pdf-lib: about 250 KiB gzip) are for admins and
        // developers only (decision 0040): a member's phone does not precache them.
        // Nor the back office's shell (decision 0089): /admin and /test are answered by the network.
        globIgnores: ['assets/pdf-viewer-*', 'assets/pdf-lab-pages-*', 'assets/desk/**', 'admin.html'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: '도담 - 육아 일기',
        short_name: '도담',
        description: '아이의 성장과 발달을 기록하고 전문가와 함께하는 육아 서비스',
        lang: 'ko',
        dir: 'ltr',
        start_url: '/main',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: '#fffaf5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    compileHints(),
    precompress(),
  ],
  server: {
    port: 5173,
    // /dev/toss: the local Toss test checkout (development without Toss keys, decision 0024).
    proxy: { '/api': 'http://localhost:8080', '/dev/toss': 'http://localhost:8080' },
  },
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: TanStack's store reads the selector helper built on it,
      // not the shim that brings its own copy for React 17 (decision 0056, initial-JS budget).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      output: {
        // src/contract/calendar is a handful of small modules most pages share: one chunk, not five (decision 0038).
        manualChunks: (id) => (id.includes('/src/contract/calendar/') ? 'calendar' : undefined),
        // A member's lazy chunks and every stylesheet are named by a 7-character hash alone (rollup's least
        // for this many chunks): the entry names each of them, and unique names and random characters
        // hardly compress; about 1 KiB gzip of the first pages' JS (decision 0016, the initial-JS budget).
        // The PDF chunks keep their names for the precache's globIgnores; the desk's, for its folder.
        // The back office and the component lab in assets/desk/: the entry's preload lists leave their
        // JavaScript out and a member's phone does not precache them (decision 0041, "The desk's chunks").
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every(isDeskModule)
            ? 'assets/desk/[name]-[hash:7].js'
            : /^pdf-(viewer|lab-pages)/.test(chunk.name)
              ? 'assets/[name]-[hash:7].js'
              : 'assets/[hash:7].js',
        entryFileNames: (chunk) => (chunk.name === ADMIN_ENTRY ? 'assets/desk/[name]-[hash:7].js' : 'assets/[name]-[hash:7].js'),
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash:7][extname]'),
      },
    },
    modulePreload: {
      // Every browser the PWA targets but Safari before 17 preloads modules itself; there the lazy
      // chunks load one after another instead of the polyfill riding in every first script (0.35 KiB).
      polyfill: false,
      // A lazy chunk's scripts are not listed in the entry (that table was 6.6 KB of every first
      // script): the first page's come from the server's preload links (route-preloads.json,
      // decision 0060), later pages' from the service worker's precache, or one import after another
      // before it has them. CSS stays listed: a chunk must not run before its styles. The HTML's own list stays.
      resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    // terser saves about 4 KiB gzip of the first pages' JS over esbuild's minifier (decision 0036);
    // module: true mangles the chunks' top-level names too (they are ES modules), the room decision 0058 needed.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
  },
});
