/**
 * One-off helper kept for later merges: rewrites client files that import the aggregate `api`
 * (src/contract/api.ts) to import only the endpoint groups they use, so that each chunk carries only
 * its own schemas. `npx tsx scripts/codemod-api-groups.ts` — idempotent.
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';

const contractDir = 'src/contract';
const groups = new Map<string, { file: string; name: string }>();
for (const file of readdirSync(contractDir).filter((f) => f.endsWith('-api.ts'))) {
  const text = readFileSync(join(contractDir, file), 'utf8');
  for (const m of text.matchAll(/export const (\w+Api) = \{([\s\S]*?)\n\}/g)) {
    const name = m[1] ?? '';
    for (const k of (m[2] ?? '').matchAll(/^\s{2}(\w+):/gm)) groups.set(k[1] ?? '', { file, name });
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}

for (const file of walk('src')) {
  if (file.startsWith('src/contract/') || /\.test\.tsx?$/.test(file)) continue;
  let text = readFileSync(file, 'utf8');
  const importRe = /^import \{ api \} from '([^']*contract\/api\.ts)';\n/m;
  const found = importRe.exec(text);
  if (!found) continue;
  const used = new Set<{ file: string; name: string }>();
  text = text.replace(importRe, '\u0000');
  text = text.replace(/(?<![\w./-])api\.(\w+)\b/g, (_whole, key: string) => {
    const g = groups.get(key);
    if (!g) throw new Error(`${file}: no group for api.${key}`);
    used.add(g);
    return `${g.name}.${key}`;
  });
  const byFile = new Map([...used].map((g) => [g.file, g.name]));
  const rel = relative(dirname(file), contractDir);
  const imports = [...byFile]
    .sort()
    .map(([f, name]) => `import { ${name} } from '${rel}/${f}';\n`)
    .join('');
  text = text.replace('\u0000', imports);
  writeFileSync(file, text);
  console.log(`${file}: ${[...byFile.values()].join(', ')}`);
}
