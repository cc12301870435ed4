/**
 * Who uses each file of the shared folders (decisions 0039, 0052): src/lib and src/components hold
 * what two or more domains or the shell need. A file whose only user, directly or through other
 * shared files, is one domain belongs in that domain. Tests do not count as users.
 */
import type { FileImport } from './folder-cycles.ts';

const SHARED = /^src\/(lib|components)\//;
const SHELL = /^src\/(routes\/|main\.tsx$|router\.tsx$|sw\.ts$)/;
const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path);

/** The users of a file: domain names and 'shell', found through the shared files that import it. */
function usersOf(file: string, importers: Map<string, string[]>): Set<string> {
  const users = new Set<string>();
  const seen = new Set([file]);
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop())
    for (const from of importers.get(next) ?? []) {
      const domain = /^src\/domains\/([^/]+)\//.exec(from)?.[1];
      if (domain) users.add(domain);
      else if (SHELL.test(from)) users.add('shell');
      else if (SHARED.test(from) && !seen.has(from)) {
        seen.add(from);
        queue.push(from);
      }
    }
  return users;
}

/** Shared files with exactly one user, a domain: [file, domain]. */
export function singleDomainSharedFiles(imports: readonly FileImport[]): [string, string][] {
  const importers = new Map<string, string[]>();
  for (const { from, to } of imports) {
    if (isTest(from) || from === to) continue;
    importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  const found: [string, string][] = [];
  for (const file of [...importers.keys()].filter((path) => SHARED.test(path) && !isTest(path)).sort()) {
    const users = [...usersOf(file, importers)];
    const only = users[0];
    if (users.length === 1 && only !== undefined && only !== 'shell') found.push([file, only]);
  }
  return found;
}
