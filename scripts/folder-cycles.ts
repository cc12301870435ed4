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

/**
 * File cycles (decision 0053): the files that reach themselves again through their imports, type
 * imports included, one cycle per knot of files (a strongly connected component, Tarjan), each as
 * the shortest way from its alphabetically first file back to itself.
 */
export function findFileCycles(imports: readonly FileImport[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of imports) graph.set(from, [...(graph.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  let next = 0;
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const knot: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      knot.push(member);
      if (member === node) break;
    }
    if (knot.length > 1 || (graph.get(node) ?? []).includes(node)) knots.push(knot);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return knots.map((knot) => shortestLoop(graph, new Set(knot))).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** Breadth first from the knot's first file back to it, inside the knot. */
function shortestLoop(graph: ReadonlyMap<string, readonly string[]>, knot: ReadonlySet<string>): string[] {
  const start = [...knot].sort()[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const node = queue[at] ?? '';
    for (const target of graph.get(node) ?? []) {
      if (!knot.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] ?? '') ?? start);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}
