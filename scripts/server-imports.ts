/**
 * What the server loads at run time (decision 0083): the files reachable from its entries through
 * imports that survive compilation, and the packages they name. `dependencies` must be exactly the
 * packages of this graph (plus the runtime tools below): a production install then carries no
 * browser-only or test-only package, and a server import of a dev dependency fails the lint before
 * it fails a deployment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';

/** What runs the server without being imported by it: tsx loads the TypeScript (Dockerfile CMD, npm start). */
export const RUNTIME_TOOLS: Readonly<Record<string, string>> = { tsx: 'runs the TypeScript server (node --import tsx, npm start)' };

/** Specifiers a module loads at run time: value imports, re-exports, side-effect and dynamic imports, require.resolve, worker modules by URL. */
export function runtimeSpecifiers(source: string): string[] {
  const found: string[] = [];
  const add = (m: RegExpMatchArray) => found.push(m[1] ?? '');
  // `import type …` and `export type …` are erased; `import { type A }` keeps the module (verbatimModuleSyntax).
  for (const m of source.matchAll(/^\s*import\s+(?!type[\s{])[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm)) add(m);
  for (const m of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) add(m);
  for (const m of source.matchAll(/^\s*export\s+(?!type[\s{])(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/gm)) add(m);
  for (const m of source.matchAll(/(?<!typeof\s*)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m);
  for (const m of source.matchAll(/\.resolve\(\s*['"]([^./'"][^'"]*)['"]\s*\)/g)) add(m);
  // A worker task's module, which the worker pool's threads import by its URL (decision 0078).
  for (const m of source.matchAll(/new URL\(\s*['"](\.[^'"]+\.(?:ts|js|mjs))['"]\s*,\s*import\.meta\.url\s*\)/g)) add(m);
  return [...new Set(found)];
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), null for files and Node's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? null : name;
}

/** Walks the import graph from the entries; answers every file reached and every package named. */
export function serverGraph(
  entries: readonly string[],
  read: (path: string) => string = (p) => readFileSync(p, 'utf8'),
  exists: (path: string) => boolean = existsSync,
): { files: string[]; packages: Map<string, string> } {
  const files = new Set<string>();
  /** package → the first file that imports it (for the message). */
  const packages = new Map<string, string>();
  const queue = entries.map((e) => normalize(e));
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeSpecifiers(read(file))) {
      const pkg = packageOf(specifier);
      if (pkg) {
        if (!packages.has(pkg)) packages.set(pkg, file);
      } else if (specifier.startsWith('.')) {
        const target = resolveFile(join(dirname(file), specifier), exists);
        if (target) queue.push(target);
      }
    }
  }
  return { files: [...files], packages };
}

function resolveFile(path: string, exists: (path: string) => boolean): string | null {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')])
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && exists(candidate)) return candidate;
  return null;
}

/** package.json's dependency lists against the graph, as sentences. */
export function dependencyProblems(used: ReadonlyMap<string, string>, dependencies: readonly string[], devDependencies: readonly string[]): string[] {
  const problems: string[] = [];
  const deps = new Set(dependencies);
  const dev = new Set(devDependencies);
  for (const [pkg, file] of used) {
    if (deps.has(pkg)) continue;
    if (dev.has(pkg)) problems.push(`${file} imports ${pkg}, a devDependency: a production install (npm ci --omit=dev) lacks it. Move it to dependencies.`);
    else problems.push(`${file} imports ${pkg}, which package.json does not list: add it to dependencies.`);
  }
  for (const pkg of deps)
    if (!used.has(pkg) && !(pkg in RUNTIME_TOOLS))
      problems.push(
        `${pkg} is in dependencies but the server never imports it: move it to devDependencies (the client's packages are bundled by Vite at build time).`,
      );
  return problems;
}
