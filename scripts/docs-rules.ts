/** The pure rules of scripts/check-docs.ts, unit-tested beside it. */

/**
 * The lines between `<!-- checked: name -->` and the next `<!-- /checked -->` of a Markdown file,
 * or null when the block is missing. Other helpers may rename folders at the same time: the block
 * is the one place a reader (and the integrator) fixes after a merge.
 */
export function checkedBlock(markdown: string, name: string): string[] | null {
  const start = markdown.indexOf(`<!-- checked: ${name} -->`);
  if (start < 0) return null;
  const end = markdown.indexOf('<!-- /checked -->', start);
  if (end < 0) return null;
  return markdown.slice(start, end).split('\n').slice(1);
}

/** What the doc lists beside what exists, as problems (missing from the doc, or gone from the code). */
export function compareNames(what: string, actual: readonly string[], listed: readonly string[]): string[] {
  const listedSet = new Set(listed.filter((name) => name !== '—'));
  const actualSet = new Set(actual);
  return [
    ...[...actualSet].filter((name) => !listedSet.has(name)).map((name) => `docs/architecture.md does not list ${what}${name}`),
    ...[...listedSet].filter((name) => !actualSet.has(name)).map((name) => `docs/architecture.md lists ${what}${name}, which does not exist`),
  ];
}

/** The localStorage keys a keys module defines: the values of STORAGE_KEYS and every `const UPPER = 'key'`. */
export function storageKeys(source: string): string[] {
  const keys: string[] = [];
  const object = /STORAGE_KEYS\s*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  for (const m of object.matchAll(/:\s*'([^']+)'/g)) keys.push(m[1] ?? '');
  for (const m of source.matchAll(/^(?:export\s+)?const\s+[A-Z][A-Z0-9_]*\s*=\s*'([^']+)'/gm)) keys.push(m[1] ?? '');
  return [...new Set(keys)];
}

/**
 * Words that point at a step of a plan ("a later issue", "this branch", "issue 12") instead of what
 * the code is waiting for; such a comment goes stale the day the plan moves on. Returns the phrase found.
 */
export function docPhrase(line: string): string | null {
  const m =
    /\b(?:(?:a|the|an?)\s+)?(?:later|next|previous|earlier|future|coming|following)\s+issues?\b/i.exec(line) ??
    /\bthis (?:branch|issue|PR|pull request)\b/i.exec(line) ??
    /\bissue\s*#?\d+\b/i.exec(line);
  return m ? m[0] : null;
}

/** The section numbers a line cites as SPEC §N (also "SPEC §4, §8" and "SPEC §4 and §5"). */
export function specCitations(line: string): number[] {
  const found: number[] = [];
  for (const m of line.matchAll(/SPEC\s*§\s*(\d+)((?:(?:\s*,\s*|\s+and\s+|\s*\/\s*)§\s*\d+)*)/g)) {
    found.push(Number(m[1]));
    for (const more of (m[2] ?? '').matchAll(/§\s*(\d+)/g)) found.push(Number(more[1]));
  }
  return found;
}

/** The section numbers of docs/product.md: headings `## N. Title`. */
export function productSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
}

/**
 * The decision index (docs/decisions/README.md): a table row per decision file, `| [NNNN](NNNN-x.md) |
 * title | status · date |`, in ascending order, each status starting as the file's own Status line
 * does (accepted or superseded).
 */
export function checkDecisionIndex(readme: string, files: readonly string[], statusOf: (file: string) => string): string[] {
  const problems: string[] = [];
  const rows = [...readme.matchAll(/^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|([^|]*)\|([^|]*)\|/gm)].map((m) => ({
    number: m[1] ?? '',
    file: m[2] ?? '',
    status: (m[4] ?? '').trim(),
  }));
  const listed = new Set(rows.map((r) => r.file));
  for (const file of files) if (!listed.has(file)) problems.push(`docs/decisions/README.md does not list ${file}`);
  const seen = new Set<string>();
  let previous = '';
  for (const row of rows) {
    if (!files.includes(row.file)) problems.push(`docs/decisions/README.md lists ${row.file}, which does not exist`);
    if (!row.file.startsWith(`${row.number}-`)) problems.push(`docs/decisions/README.md: row ${row.number} links to ${row.file}`);
    if (seen.has(row.number)) problems.push(`docs/decisions/README.md lists ${row.number} twice`);
    if (row.number <= previous) problems.push(`docs/decisions/README.md: ${row.number} comes after ${previous}; keep the rows in order`);
    seen.add(row.number);
    previous = row.number;
    const word = /^(accepted|superseded)\b/.exec(row.status)?.[1];
    if (!word) problems.push(`docs/decisions/README.md: ${row.number} has no status (accepted … or superseded by NNNN)`);
    else if (files.includes(row.file) && !statusOf(row.file).startsWith(word))
      problems.push(`docs/decisions/README.md: ${row.number} is "${word}" but ${row.file} says "Status: ${statusOf(row.file)}"`);
  }
  return problems;
}

/**
 * The variables server/env.ts reads: the keys of its `EnvSchema = v.object({ … })`, one a line
 * (ARCHITECTURE §2: env.ts is the one reader of process.env).
 */
export function envSchemaKeys(source: string): string[] {
  const start = source.indexOf('EnvSchema = v.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) return [];
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
}

/** The variables .env.example names, commented out or not (`NAME=` or `# NAME=` at a line's start). */
export function envExampleKeys(example: string): string[] {
  return [...example.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
}

/** A variable env.ts reads that .env.example does not list: a newcomer would never learn it exists. */
export function missingFromEnvExample(envSource: string, example: string): string[] {
  const listed = new Set(envExampleKeys(example));
  return envSchemaKeys(envSource)
    .filter((key) => !listed.has(key))
    .map((key) => `.env.example does not list ${key}, which server/env.ts reads: add it with its default and a word on what it does`);
}
