import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_ID as SERVER_ID } from '../server/lib/route-preloads.ts';
import { ROUTE_CHUNKS_ID as CLIENT_ID } from '../src/lib/api/early-requests.ts';
import { routeFilesByPath } from './route-preloads.ts';

const routeTree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');

describe('route paths and their route files, from the generated route tree (decision 0060)', () => {
  const routes = routeFilesByPath(routeTree);
  const filesOf = (pattern: string) => routes.find((r) => r.pattern === pattern)?.files;

  it('reads every route of the tree', () => {
    expect(routes.length).toBe([...routeTree.matchAll(/\.update\(\{/g)].length);
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
