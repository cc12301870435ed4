import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_ID as SERVER_ID } from '../server/lib/route-preloads.ts';
import { ROUTE_CHUNKS_ID as CLIENT_ID } from '../src/lib/api/early-requests.ts';
import type { OutputBundle, OutputChunk } from 'rollup';
import { preloadsOf, routeFilesByPath } from './route-preloads.ts';

const routeTree = readFileSync(new URL('../src/member-routes.gen.ts', import.meta.url), 'utf8');

describe('route paths and their route files, from the generated route tree (decision 0060)', () => {
  const routes = routeFilesByPath(routeTree);
  const filesOf = (pattern: string) => routes.find((r) => r.pattern === pattern)?.files;

  it('reads every route of the tree', () => {
    expect(routes.length).toBe([...routeTree.matchAll(/\.update\(\{/g)].length);
  });

  it('holds no page of the back office or the lab, which are another app (decision 0089)', () => {
    expect(routes.filter((r) => /^\/(admin|test)(\/|$)/.test(r.pattern))).toEqual([]);
  });

  it('gives a page its root, its layouts and its own file, through pathless layouts and parameters', () => {
    expect(filesOf('/main')).toEqual(['src/routes/__root.tsx', 'src/routes/_member/route.tsx', 'src/routes/_member/main/index.tsx']);
    expect(filesOf('/my-page/child-info/$childId')).toEqual([
      'src/routes/__root.tsx',
      'src/routes/_member/route.tsx',
      'src/routes/_member/my-page/child-info/$childId.tsx',
    ]);
    expect(filesOf('/auth/sign-in')?.slice(0, 2)).toEqual(['src/routes/__root.tsx', 'src/routes/auth/route.tsx']);
  });
});

it('the server writes the chunks under the id the early entry reads', () => {
  expect(SERVER_ID).toBe(CLIENT_ID);
});

describe('the chunks named for a route (decision 0060)', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false, name = '') =>
    ({
      type: 'chunk',
      fileName,
      name,
      moduleIds,
      imports,
      dynamicImports,
      isEntry,
      viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    }) as unknown as OutputChunk;
  const bundle: OutputBundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['/app/src/main.tsx'], [], ['assets/page.js', 'assets/messages-ko.js', 'assets/messages-en.js'], true),
      chunk('assets/messages-ko.js', ['/app/locales/ko/messages.po']),
      chunk('assets/messages-en.js', ['/app/locales/en/messages.po']),
      chunk('assets/page.js', ['/app/src/routes/main.tsx?tsr-split=component'], ['assets/home-catalog.js'], ['assets/pdf.js']),
      chunk('assets/home-catalog.js', ['/app/src/domains/home/catalog.ts'], [], ['assets/home-ko.js', 'assets/home-en.js']),
      chunk('assets/home-ko.js', ['/app/locales/ko/domains/home.po']),
      chunk('assets/home-en.js', ['/app/locales/en/domains/home.po']),
      chunk('assets/pdf.js', ['/app/src/domains/pdf/viewer.tsx']),
      // The back office's entry shares the catalog with the page: the member's shell does not load it (decision 0089).
      chunk('assets/desk/admin.js', ['/app/src/admin-main.tsx'], ['assets/home-catalog.js'], [], true, 'admin'),
    ].map((c) => [c.fileName, c]),
  );
  const [main] = preloadsOf(bundle, [{ pattern: '/main', files: ['src/routes/main.tsx'] }], '/app');

  it('names the chunks of the page, their static imports and the Korean messages their catalogs and the app await', () => {
    expect(main?.scripts).toEqual(['/assets/page.js', '/assets/home-catalog.js', '/assets/home-ko.js', '/assets/messages-ko.js']);
  });

  it('leaves out what the entry loads, the English messages and lazily loaded parts', () => {
    expect(main?.scripts).not.toContain('/assets/index.js');
    expect(main?.scripts).not.toContain('/assets/home-en.js');
    expect(main?.scripts).not.toContain('/assets/messages-en.js');
    expect(main?.scripts).not.toContain('/assets/pdf.js');
    expect(main?.scripts).not.toContain('/assets/desk/admin.js');
  });
});
