/**
 * The first page's chunks, named by the server in the HTML it answers (decision 0060). The entry
 * script no longer carries Vite's table of every lazy chunk's imports (6.6 KB); instead the build
 * writes `route-preloads.json`: for each route path of the route tree, the chunks of its route
 * files (components and loaders, TanStack's split) with everything they import, and their CSS. The
 * server names those in the app shell for that path (server/lib/route-preloads.ts), and the early
 * entry preloads them, so a phone fetches them beside the entry script instead of after it.
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import type { RoutePreload } from '../server/lib/route-preloads.ts';

type RouteNode = { file: string; parent: string | null; path: string };

/** Route paths and their route files (root first), read from TanStack's generated route tree. */
export function routeFilesByPath(routeTree: string): { pattern: string; files: string[] }[] {
  const fileOf = new Map<string, string>();
  for (const m of routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) fileOf.set(m[1] ?? '', `src/${m[2]}.tsx`);
  const nodes = new Map<string, RouteNode>();
  for (const m of routeTree.matchAll(/const (\w+) =\s*(\w+)\.update\(\{([^}]*)\}/g)) {
    const body = m[3] ?? '';
    const path = /path: '([^']*)'/.exec(body)?.[1] ?? '';
    const parent = /getParentRoute: \(\) => (\w+)/.exec(body)?.[1] ?? null;
    nodes.set(m[1] ?? '', { file: fileOf.get(m[2] ?? '') ?? '', parent, path });
  }
  const rootFile = fileOf.get('rootRouteImport');
  const chain = (name: string): RouteNode[] => {
    const node = nodes.get(name);
    return node ? [...(node.parent ? chain(node.parent) : []), node] : [];
  };
  return [...nodes.keys()].map((name) => {
    const routes = chain(name);
    const joined = routes
      .map((r) => r.path.replace(/^\/|\/$/g, ''))
      .filter(Boolean)
      .join('/');
    return { pattern: `/${joined}`, files: [...(rootFile ? [rootFile] : []), ...routes.map((r) => r.file)] };
  });
}

/** The back office's entry (admin.html, decision 0089), named so in vite.config.ts. */
export const ADMIN_ENTRY = 'admin';

const SPLIT = /\?tsr-split=(component|loader)$/;
/**
 * A domain's Korean messages (lib/i18n/domain-catalogs.ts): its catalog module awaits them before the
 * domain's modules run, so they are as needed as a static import. Korean is the app's language
 * (SPEC §1, English the fallback), so only the Korean chunk is named.
 */
const KOREAN_CATALOG = /\/locales\/ko\/.+\.po(\?.*)?$/;

/** Chunks a route file's split parts need, with their static imports, less what the entry already loads. */
export function preloadsOf(bundle: OutputBundle, routes: { pattern: string; files: string[] }[], root: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const isKoreanCatalog = (c: OutputChunk | undefined): c is OutputChunk => !!c && c.moduleIds.length > 0 && c.moduleIds.every((id) => KOREAN_CATALOG.test(id));
  const closure = (start: OutputChunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (c: OutputChunk | undefined) => {
      if (!c || seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const name of c.imports) visit(byFile.get(name));
    };
    start.forEach(visit);
    return seen;
  };
  /** The Korean messages that the given chunks' catalog modules await. */
  const catalogsOf = (names: Iterable<string>): OutputChunk[] =>
    [...names]
      .flatMap((name) => byFile.get(name)?.dynamicImports ?? [])
      .map((name) => byFile.get(name))
      .filter(isKoreanCatalog);
  // What the members' shell loads: the back office's entry is another page's (decision 0089).
  const loaded = closure(chunks.filter((c) => c.isEntry && c.name !== ADMIN_ENTRY));
  // The app's own messages (lib/i18n/i18n.ts) come before the first render of every page.
  const appCatalogs = catalogsOf(loaded).map((c) => c.fileName);
  const partsOf = new Map<string, OutputChunk[]>();
  // By the modules a chunk holds: Rollup names no facade for a split part that shares its chunk.
  for (const c of chunks)
    for (const id of c.moduleIds) {
      if (!SPLIT.test(id)) continue;
      const file = id.replace(SPLIT, '').replace(`${root}/`, '');
      partsOf.set(file, [...(partsOf.get(file) ?? []), c]);
    }
  return routes.map(({ pattern, files }) => {
    const own = closure(files.flatMap((f) => partsOf.get(f) ?? []));
    const withCatalogs = new Set([...own, ...closure(catalogsOf(own)), ...appCatalogs]);
    const scripts = [...withCatalogs].filter((name) => !loaded.has(name) && byFile.has(name));
    const styles = [...new Set(scripts.flatMap((name) => [...(byFile.get(name)?.viteMetadata?.importedCss ?? [])]))];
    return { pattern, scripts: scripts.map((s) => `/${s}`), styles: styles.map((s) => `/${s}`) };
  });
}

/** Writes route-preloads.json beside index.html (decision 0060). */
export function routePreloads(routeTreeSource: () => string): Plugin {
  let root = '';
  return {
    name: 'dodam:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // Last, so that the chunks Vite drops afterwards (the JS shells of pure-CSS modules) are gone.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const preloads = preloadsOf(bundle, routeFilesByPath(routeTreeSource()), root).filter((p) => p.scripts.length > 0 || p.styles.length > 0);
        this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
      },
    },
  };
}
