import { describe, expect, it } from 'vitest';
import { describeCycle, findCycles, folderGraph, serverModuleOf, srcFolderOf } from './folder-cycles.ts';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('folder cycles', () => {
  it('finds none in a graph without cycles', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reports every elementary cycle once, from its smallest folder', () => {
    const cycles = findCycles(graphOf({ a: ['b'], b: ['a', 'c'], c: ['a', 'd'], d: ['d', 'c'] }));
    expect(cycles.map(describeCycle).sort()).toEqual(['a -> b -> a', 'a -> b -> c -> a', 'c -> d -> c', 'd -> d']);
  });

  it('stops at the limit', () => {
    const full = graphOf({ a: ['b', 'c', 'd'], b: ['a', 'c', 'd'], c: ['a', 'b', 'd'], d: ['a', 'b', 'c'] });
    expect(findCycles(full).length).toBeGreaterThan(3);
    expect(findCycles(full, 3)).toHaveLength(3);
  });

  it('folds file imports into folder edges, leaving out imports inside a folder and files outside', () => {
    const graph = folderGraph(
      [
        { from: 'server/modules/orders/a.ts', to: 'server/modules/orders/b.ts' },
        { from: 'server/modules/orders/a.ts', to: 'server/modules/children/own-child.ts' },
        { from: 'server/modules/orders/a.ts', to: 'server/lib/app-error.ts' },
        { from: 'server/app.ts', to: 'server/modules/orders/a.ts' },
      ],
      serverModuleOf,
    );
    expect([...graph.entries()].map(([from, to]) => [from, [...to]])).toEqual([['server/modules/orders', ['server/modules/children']]]);
  });

  it('names src folders at src/<top>/<sub>', () => {
    expect(srcFolderOf('src/features/diary/read/page.tsx')).toBe('src/features/diary');
    expect(srcFolderOf('src/lib/api.ts')).toBe('src/lib');
    expect(srcFolderOf('src/main.tsx')).toBeUndefined();
    expect(serverModuleOf('server/modules/orders/orders.routes.ts')).toBe('server/modules/orders');
    expect(serverModuleOf('server/app.ts')).toBeUndefined();
  });
});
