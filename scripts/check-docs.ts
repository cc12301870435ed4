/**
 * The docs that the code checks (npm run lint, after the house rules): docs/architecture.md's
 * marked lists against the folders and keys as they are now, the decision index against the files,
 * every "SPEC §N" of the code against docs/product.md, every variable of server/env.ts in .env.example, and no comment that points at work by its
 * place in a plan instead of what it is. Prints every breach and exits 1.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkDecisionIndex, checkedBlock, compareNames, docPhrase, missingFromEnvExample, productSections, specCitations, storageKeys } from './docs-rules.ts';

const problems: string[] = [];
const architecture = readFileSync('docs/architecture.md', 'utf8');
const folders = (dir: string) => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

/** Every backticked name in one column of a marked table (0-based, after the leading pipe). */
function column(rows: string[], index: number): string[] {
  return rows.flatMap((row) => [...(row.split('|')[index + 1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
}

function block(name: string): string[] {
  const lines = checkedBlock(architecture, name);
  if (lines === null) problems.push(`docs/architecture.md: the checked block "${name}" is missing (<!-- checked: ${name} --> … <!-- /checked -->)`);
  return lines ?? [];
}

// The domains: client folders and server modules, one table that also maps their names.
const domainTable = block('domains').filter((line) => line.startsWith('|'));
const domainRows = domainTable.slice(domainTable.findIndex((line) => /^\|[-|\s]+\|$/.test(line)) + 1);
problems.push(...compareNames('src/domains/', folders('src/domains'), column(domainRows, 1)));
problems.push(...compareNames('server/modules/', folders('server/modules'), column(domainRows, 2)));

// What the shared folders hold.
problems.push(
  ...compareNames(
    'src/lib/',
    folders('src/lib'),
    block('src-lib').flatMap((l) => [...l.matchAll(/`([^`/]+)\/`/g)].map((m) => m[1] ?? '')),
  ),
);
problems.push(
  ...compareNames(
    'src/components/',
    folders('src/components'),
    block('src-components').flatMap((l) => [...l.matchAll(/`([^`/]+)\/`/g)].map((m) => m[1] ?? '')),
  ),
);

// The localStorage keys: every key of src/lib/storage/keys.ts, and only those.
const keys = storageKeys(readFileSync('src/lib/storage/keys.ts', 'utf8'));
if (keys.length === 0) problems.push('src/lib/storage/keys.ts: no localStorage key found (STORAGE_KEYS or a const … = "key"): update scripts/docs-rules.ts');
problems.push(
  ...compareNames(
    'localStorage keys of src/lib/storage/keys.ts',
    keys,
    block('local-storage').flatMap((l) => [...l.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '')),
  ),
);

// The decision index: every file listed once, in order, with a status that agrees with the file.
const decisionFiles = readdirSync('docs/decisions').filter((name) => /^\d{4}-.+\.md$/.test(name));
const statusOf = (file: string) => /^Status: (.+)$/m.exec(readFileSync(join('docs/decisions', file), 'utf8'))?.[1] ?? '';
problems.push(...checkDecisionIndex(readFileSync('docs/decisions/README.md', 'utf8'), decisionFiles, statusOf));

// Every variable the server reads is in .env.example, where a newcomer looks (README "Configuration").
problems.push(...missingFromEnvExample(readFileSync('server/env.ts', 'utf8'), readFileSync('.env.example', 'utf8')));

// The code: SPEC citations resolve in docs/product.md; no comment names a plan's step instead of a reason.
const sections = productSections(readFileSync('docs/product.md', 'utf8'));
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations' || name === 'test-results') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}
for (const file of ['src', 'server', 'scripts', 'e2e', 'bench'].flatMap(walk)) {
  if (file === join('scripts', 'docs-rules.ts') || file === join('scripts', 'docs-rules.test.ts')) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const phrase = docPhrase(line);
    if (phrase)
      problems.push(`${file}:${i + 1}: "${phrase}" — say what the code waits for (a SPEC section, a decision, docs/architecture.md §11), not a step of a plan`);
    for (const n of specCitations(line)) if (!sections.has(n)) problems.push(`${file}:${i + 1}: SPEC §${n} is not a section of docs/product.md`);
  });
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} docs problem(s); see scripts/check-docs.ts`);
  process.exit(1);
}
console.log('Docs agree with the code.');
