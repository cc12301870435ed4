import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dependencyProblems, packageOf, runtimeSpecifiers, serverGraph } from './server-imports.ts';

describe('what the server imports at run time (decision 0083)', () => {
  it('reads value imports, re-exports, side-effect and dynamic imports, require.resolve and worker modules by URL, not type-only ones', () => {
    const source = [
      "import { serve } from '@hono/node-server';",
      "import type { Logger } from 'pino';",
      "import type * as T from 'react';",
      'import {',
      '  a,',
      '  type B,',
      "} from './a.ts';",
      "import './side-effect.ts';",
      "export * from './b.ts';",
      "export type { C } from 'lexical';",
      "export { d } from 'valibot';",
      "const pdf = await import('pdfjs-dist/legacy/build/pdf.mjs');",
      "type M = typeof import('uplot');",
      "const dir = createRequire(import.meta.url).resolve('pretendard/package.json');",
      "export const zipTask = workerTask<typeof Zip>()(new URL('./zip-task.ts', import.meta.url), 'zip');",
      "const font = new URL('./font.woff2', import.meta.url);",
    ].join('\n');
    expect(runtimeSpecifiers(source)).toEqual([
      '@hono/node-server',
      './a.ts',
      './side-effect.ts',
      './b.ts',
      'valibot',
      'pdfjs-dist/legacy/build/pdf.mjs',
      'pretendard/package.json',
      './zip-task.ts',
    ]);
    expect(['@scope/name/sub', 'hono/cookie', 'node:fs', 'fs', './x.ts'].map(packageOf)).toEqual(['@scope/name', 'hono', null, null, null]);
  });

  it('walks the graph from the entries and names the first file importing each package', () => {
    const files: Record<string, string> = {
      'server/start.ts': "import { main } from './main.ts';\nimport 'node:fs';",
      'server/main.ts': "import { x } from '../src/contract/x.ts';\nimport { Hono } from 'hono';",
      'src/contract/x.ts': "import * as v from 'valibot';\nimport type { Temporal } from 'temporal-polyfill';",
    };
    const graph = serverGraph(
      ['server/start.ts'],
      (path) => files[path] ?? '',
      (path) => path in files,
    );
    expect([...graph.packages]).toEqual([
      ['hono', 'server/main.ts'],
      ['valibot', 'src/contract/x.ts'],
    ]);
  });

  it('fails a server import of a devDependency, and a dependency the server never imports', () => {
    const used = new Map([
      ['hono', 'server/app.ts'],
      ['pdfjs-dist', 'server/lib/x.ts'],
      ['left-pad', 'server/lib/y.ts'],
    ]);
    expect(dependencyProblems(used, ['hono', 'react', 'tsx'], ['pdfjs-dist'])).toEqual([
      'server/lib/x.ts imports pdfjs-dist, a devDependency: a production install (npm ci --omit=dev) lacks it. Move it to dependencies.',
      'server/lib/y.ts imports left-pad, which package.json does not list: add it to dependencies.',
      "react is in dependencies but the server never imports it: move it to devDependencies (the client's packages are bundled by Vite at build time).",
    ]);
  });

  it('finds package.json in agreement with the server as it is', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const { packages } = serverGraph(['server/start.ts', 'server/main-cli.ts', 'server/admin-create.ts']);
    expect(packages.has('hono')).toBe(true);
    expect(dependencyProblems(packages, Object.keys(pkg.dependencies), Object.keys(pkg.devDependencies))).toEqual([]);
  });
});
