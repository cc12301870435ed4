/**
 * Import cycles between folders (decision 0037): the files' imports folded into a graph of folders,
 * and every elementary cycle in it. A cycle is reported once, starting at its alphabetically first
 * folder, as `a -> b -> a`.
 */

/** One import edge between files, already resolved to paths relative to the repository root. */
export type FileImport = { from: string; to: string };

/** Folds file imports into folder edges; `folderOf` answers undefined for a file outside every folder watched. */
export function folderGraph(imports: readonly FileImport[], folderOf: (path: string) => string | undefined): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === undefined || b === undefined || a === b) continue;
    const targets = graph.get(a) ?? new Set<string>();
    targets.add(b);
    graph.set(a, targets);
  }
  return graph;
}

/**
 * Every elementary cycle of the graph, each as its folders from the smallest one (the first folder
 * again at the end is left out). Stops after `limit` cycles, the last entry then saying so.
 */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>, limit = 500): string[][] {
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets])])].sort();
  const cycles: string[][] = [];
  for (const start of nodes) {
    const path = [start];
    const onPath = new Set(path);
    const visit = (node: string): void => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (cycles.length >= limit) return;
        if (next === start) cycles.push([...path]);
        // Only folders after the start: the cycle is found from its smallest folder, and once.
        else if (next > start && !onPath.has(next)) {
          path.push(next);
          onPath.add(next);
          visit(next);
          path.pop();
          onPath.delete(next);
        }
      }
    };
    visit(start);
  }
  return cycles;
}

/** `a -> b -> a` */
export function describeCycle(cycle: readonly string[]): string {
  return [...cycle, cycle[0]].join(' -> ');
}

/** server/modules/<a>/…: the module folder; other server files are outside the rule. */
export function serverModuleOf(path: string): string | undefined {
  return /^server\/modules\/[^/]+(?=\/)/.exec(path)?.[0];
}

/** src/<top>/<sub>/…: that folder; a file right under src/<top>/ belongs to src/<top>; src/*.ts to none. */
export function srcFolderOf(path: string): string | undefined {
  const deep = /^src\/[^/]+\/[^/]+(?=\/)/.exec(path)?.[0];
  if (deep) return deep;
  return /^src\/[^/]+(?=\/)/.exec(path)?.[0];
}
