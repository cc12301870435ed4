import { readdirSync, readFileSync } from 'node:fs';

/**
 * The Korean text of a source (English) message, read from the catalogue the app ships, so that
 * journeys find buttons and labels by what a Korean user reads without copying the translations.
 */
const catalogue = new Map<string, string>();
// Every catalogue: the core, errors, shared components and every domain (lingui.config.ts).
const poFiles = (dir: URL) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .map((name) => new URL(name, dir));
const po = [...poFiles(new URL('../locales/ko/', import.meta.url)), ...poFiles(new URL('../locales/ko/domains/', import.meta.url))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n\n');
const unquote = (s: string) => JSON.parse(s) as string;
for (const block of po.split(/\n\s*\n/)) {
  const id = /^msgid (".*")$/m.exec(block)?.[1];
  const str = /^msgstr (".*")$/m.exec(block)?.[1];
  const context = /^msgctxt (".*")$/m.exec(block)?.[1];
  if (id && str) catalogue.set(context ? `${unquote(context)}\u0004${unquote(id)}` : unquote(id), unquote(str));
}

/** `context` picks the entry of a message given with a Lingui context (msgctxt). */
export function ko(source: string, context?: string): string {
  const text = catalogue.get(context ? `${context}\u0004${source}` : source);
  if (!text) throw new Error(`no Korean text for "${source}" in the Korean catalogues`);
  return text;
}
