import { readdirSync, readFileSync } from 'node:fs';

/**
 * The Korean text of a source (English) message, read from the catalogue the app ships, so that
 * journeys find buttons and labels by what a Korean user reads without copying the translations.
 */
const catalogue = new Map<string, string>();
// The core catalogue and every feature catalogue (docs/decisions/0016-lean-initial-js.md).
const features = new URL('../locales/ko/features/', import.meta.url);
const po = [new URL('../locales/ko/messages.po', import.meta.url), new URL('../locales/ko/errors.po', import.meta.url), ...readdirSync(features).map((name) => new URL(name, features))]
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
