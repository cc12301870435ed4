import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '../../contract/errors.ts';
import { CLIENT_VALIDATION_KEYS, SUCCESS_KEYS } from '../../contract/message-keys.ts';

/** msgid → msgstr of a .po catalogue (multi-line strings joined). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../../locales/${locale}/errors.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  const joined = (block: string, key: string) => {
    const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block);
    return match?.[1]
      ? match[1]
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as string)
          .join('')
      : undefined;
  };
  for (const block of text.split(/\n\s*\n/)) {
    const id = joined(block, 'msgid');
    const str = joined(block, 'msgstr');
    if (id) entries.set(id, str ?? '');
  }
  return entries;
}

/** key → English source message of a `Key: msg\`…\`` map in a source file. */
function sourceMessages(file: string): Map<string, string> {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8');
  return new Map([...text.matchAll(/^\s+(\w+): msg`([^`]+)`,$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

const server = sourceMessages('./server-error-messages.ts');
const client = sourceMessages('./client-messages.ts');
const ko = readPo('ko');
const en = readPo('en');

const catalogues = [
  ['server', Object.keys(SERVER_ERRORS), server],
  ['client validation', [...CLIENT_VALIDATION_KEYS], client],
  ['success', [...SUCCESS_KEYS], client],
] as const;

describe('SPEC §8: every key of the three catalogues in both locales', () => {
  for (const [name, keys, messages] of catalogues) {
    it(`${name}: each key has an English source and a Korean translation`, () => {
      for (const key of keys) {
        const source = messages.get(key);
        expect(source, key).toBeTruthy();
        expect(en.has(source ?? ''), `${key} in en`).toBe(true);
        expect(ko.get(source ?? ''), `${key} in ko`).toMatch(/[\uAC00-\uD7A3]/);
      }
    });
  }
  it('the Korean catalogue is complete', () => {
    const missing = [...ko].filter(([, str]) => str === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });
});

/** Every .po file under locales/{locale}, as (context + id) → [file, msgstr]. */
function allCatalogues(locale: string): Map<string, [string, string][]> {
  const root = new URL(`../../../locales/${locale}/`, import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.po'));
  const found = new Map<string, [string, string][]>();
  const joined = (block: string, key: string) => {
    const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block);
    return match?.[1]
      ? match[1]
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as string)
          .join('')
      : undefined;
  };
  for (const file of files) {
    for (const block of readFileSync(new URL(file, root), 'utf8').split(/\n\s*\n/)) {
      const id = joined(block, 'msgid');
      if (!id) continue;
      const key = `${joined(block, 'msgctxt') ?? ''}\u0004${id}`;
      found.set(key, [...(found.get(key) ?? []), [file, joined(block, 'msgstr') ?? '']]);
    }
  }
  return found;
}

describe('decision 0016: feature catalogues share one message id space', () => {
  it('a message id has one Korean translation in every catalogue (else the last loaded one wins)', () => {
    const differing = [...allCatalogues('ko')].filter(([, entries]) => new Set(entries.map(([, str]) => str)).size > 1);
    expect(differing.map(([key, entries]) => `${key.replace('\u0004', ' | ')}: ${entries.map(([file, str]) => `${file}=${str}`).join(', ')}`)).toEqual([]);
  });
});

describe('decision 0035: one Korean word for one value across features', () => {
  it('message ids that differ only in letter case have the same Korean translation (발열 vs 열 once)', () => {
    const byLower = new Map<string, Set<string>>();
    for (const [key, entries] of allCatalogues('ko')) {
      const lower = key.toLowerCase();
      for (const [, str] of entries) byLower.set(lower, new Set([...(byLower.get(lower) ?? []), str]));
    }
    const differing = [...byLower].filter(([, words]) => words.size > 1).map(([key, words]) => `${key.replace('\u0004', '')}: ${[...words].join(' / ')}`);
    expect(differing).toEqual([]);
  });
});
