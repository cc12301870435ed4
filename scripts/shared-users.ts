/**
 * Who uses each file of the shared folders (decisions 0039, 0052): src/lib and src/components hold
 * what two or more domains or the shell need. A file whose only user, directly or through other
 * shared files, is one domain belongs in that domain. Tests do not count as users.
 */
import type { FileImport } from './folder-cycles.ts';

const SHARED = /^src\/(lib|components)\//;
const SHELL = /^src\/(routes\/|main\.tsx$|router\.tsx$|sw\.ts$)/;
const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path);

/** The users of a file: domain names, 'shell', or (for a file nobody imports) none. */
function usersOf(file: string, importers: Map<string, string[]>, memo: Map<string, Set<string>>, seen = new Set<string>()): Set<string> {
  const known = memo.get(file);
  if (known) return known;
  const users = new Set<string>();
  if (seen.has(file)) return users;
  seen.add(file);
  for (const from of importers.get(file) ?? []) {
    const domain = /^src\/domains\/([^/]+)\//.exec(from)?.[1];
    if (domain) users.add(domain);
    else if (SHELL.test(from)) users.add('shell');
    else if (SHARED.test(from)) for (const user of usersOf(from, importers, memo, seen)) users.add(user);
  }
  seen.delete(file);
  memo.set(file, users);
  return users;
}

/** Shared files with exactly one user, a domain: [file, domain]. */
export function singleDomainSharedFiles(imports: readonly FileImport[]): [string, string][] {
  const importers = new Map<string, string[]>();
  for (const { from, to } of imports) {
    if (isTest(from) || from === to) continue;
    importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  const memo = new Map<string, Set<string>>();
  const found: [string, string][] = [];
  for (const file of [...importers.keys()].filter((path) => SHARED.test(path) && !isTest(path)).sort()) {
    const users = [...usersOf(file, importers, memo)];
    const only = users[0];
    if (users.length === 1 && only !== undefined && only !== 'shell') found.push([file, only]);
  }
  return found;
}
