/**
 * Fills empty Korean entries of every catalogue from the translations already present in any
 * catalogue (or in extra .po files given as arguments), by message id and context. Used after a
 * message moves between catalogues (lingui extract starts the new entry empty) and after merges:
 * `npx lingui extract --clean && npx tsx scripts/fill-translations.ts [old.po …]`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function poFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? poFiles(path) : name.endsWith('.po') ? [path] : [];
  });
}

const field = (block: string, key: string): string | undefined => {
  const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block);
  return match?.[1]
    ?.trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
};
const keyOf = (block: string) => {
  const id = field(block, 'msgid');
  return id ? `${field(block, 'msgctxt') ?? ''}\u0004${id}` : undefined;
};

const locale = process.env.FILL_LOCALE ?? 'ko';
const targets = poFiles(join('locales', locale));
const known = new Map<string, string>();
for (const file of [...targets, ...process.argv.slice(2)]) {
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const key = keyOf(block);
    const str = field(block, 'msgstr');
    if (key && str && !known.has(key)) known.set(key, str);
  }
}

let filled = 0;
for (const file of targets) {
  const blocks = readFileSync(file, 'utf8').split(/\n\n/);
  const out = blocks.map((block) => {
    const key = keyOf(block);
    if (!key || key === '\u0004' || !/^msgstr ""$/m.test(block) || /^msgstr ""\n"/m.test(block)) return block;
    const str = known.get(key);
    if (!str) return block;
    filled++;
    return block.replace(/^msgstr ""$/m, `msgstr ${JSON.stringify(str)}`);
  });
  writeFileSync(file, out.join('\n\n'));
}
console.log(`${filled} entries filled in locales/${locale}`);
