/**
 * Fills empty Korean entries of every catalogue from the translations already present in any
 * catalogue (or in extra .po files given as arguments), by message id and context. Used after a
 * message moves between catalogues (lingui extract starts the new entry empty) and after merges:
 * `npx lingui extract --clean && npx tsx scripts/fill-translations.ts [old.po …]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { poField as field, poFiles, poKey as keyOf } from './po-entries.ts';

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
