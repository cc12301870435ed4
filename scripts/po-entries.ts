/**
 * Reading Lingui's PO catalogues without a parser package: entries are blocks split by blank lines,
 * a field's value is its quoted lines joined. Keys are `context \u0004 id`, one id space over every
 * catalogue of a locale (decision 0016).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .po file under a folder, its subfolders included. */
export function poFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? poFiles(path) : name.endsWith('.po') ? [path] : [];
  });
}

/** One field of an entry (msgid, msgstr, msgctxt), its quoted lines joined. */
export function poField(block: string, key: string): string | undefined {
  const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block);
  return match?.[1]
    ?.trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
}

/** An entry's key (context \u0004 id), undefined for the header. */
export function poKey(block: string): string | undefined {
  const id = poField(block, 'msgid');
  return id ? `${poField(block, 'msgctxt') ?? ''}\u0004${id}` : undefined;
}

/** key → msgstr over every catalogue under a folder. */
export function poCatalogue(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of poFiles(dir))
    for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
      const key = poKey(block);
      if (key) found.set(key, poField(block, 'msgstr') ?? '');
    }
  return found;
}
