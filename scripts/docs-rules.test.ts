import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkDecisionIndex,
  checkedBlock,
  compareNames,
  docPhrase,
  envExampleKeys,
  envSchemaKeys,
  missingFromEnvExample,
  productSections,
  specCitations,
  storageKeys,
} from './docs-rules.ts';

describe('the docs rules of npm run lint', () => {
  it('finds comments that point at a step of a plan', () => {
    expect(docPhrase('// comes in a later issue')).toBe('a later issue');
    expect(docPhrase(' * Pages of later issues: …')).toBe('later issues');
    expect(docPhrase('// fixed on this branch')).toBe('this branch');
    expect(docPhrase('// see issue 12')).toBe('issue 12');
    expect(docPhrase('// the next issue adds it')).toBe('the next issue');
    expect(docPhrase('// coupons issued to a member; the issuer')).toBeNull();
  });

  it('reads SPEC citations, also lists of sections', () => {
    expect(specCitations('// SPEC §4, §8 and SPEC §5 guard 7')).toEqual([4, 8, 5]);
    expect(specCitations('// SPEC §4 and §9')).toEqual([4, 9]);
    expect(specCitations('// ARCHITECTURE §8')).toEqual([]);
    expect(productSections('# x\n## 1. One\n## 12. Twelve\n### 3. not a section')).toEqual(new Set([1, 12]));
  });

  it('reads a marked block and compares names both ways', () => {
    const md = 'a\n<!-- checked: keys -->\n`x` `y`\n<!-- /checked -->\n';
    expect(checkedBlock(md, 'keys')).toEqual(['`x` `y`', '']);
    expect(checkedBlock(md, 'other')).toBeNull();
    expect(compareNames('k ', ['x', 'z'], ['x', 'y', '—'])).toEqual([
      'docs/architecture.md does not list k z',
      'docs/architecture.md lists k y, which does not exist',
    ]);
  });

  it('finds every localStorage key, the outbox mark included', () => {
    const source = "export const STORAGE_KEYS = {\n  a: 'access_token',\n  b: 'user',\n} as const;\nconst OUTBOX_MARK = 'dodam.outbox';\nconst lower = 'nope';";
    expect(storageKeys(source)).toEqual(['access_token', 'user', 'dodam.outbox']);
  });

  it('checks the decision index: every file, in order, with a status agreeing with the file', () => {
    const files = ['0001-a.md', '0002-b.md', '0003-c.md'];
    const status = (file: string) => (file === '0002-b.md' ? 'superseded by 0003 · 2026-11-22' : 'accepted · 2026-11-22');
    const good = '| [0001](0001-a.md) | A | accepted · x |\n| [0002](0002-b.md) | B | superseded by 0003 · x |\n| [0003](0003-c.md) | C | accepted · x |\n';
    expect(checkDecisionIndex(good, files, status)).toEqual([]);
    const bad = '| [0002](0002-b.md) | B | accepted · x |\n| [0001](0001-a.md) | A |  |\n';
    expect(checkDecisionIndex(bad, files, status)).toEqual([
      'docs/decisions/README.md does not list 0003-c.md',
      'docs/decisions/README.md: 0002 is "accepted" but 0002-b.md says "Status: superseded by 0003 · 2026-11-22"',
      'docs/decisions/README.md: 0001 comes after 0002; keep the rows in order',
      'docs/decisions/README.md: 0001 has no status (accepted … or superseded by NNNN)',
    ]);
  });

  it('names every variable server/env.ts reads that .env.example leaves out', () => {
    const envTs =
      "const EnvSchema = v.object({\n  PORT: v.optional(v.string()),\n  /** why */\n  MAIL_PROVIDER: v.optional(v.picklist(['log', 'smtp']), 'log'),\n  SMTP_URL: v.optional(v.string()),\n});\nconst other = { NOT_ENV: 1 };";
    expect(envSchemaKeys(envTs)).toEqual(['PORT', 'MAIL_PROVIDER', 'SMTP_URL']);
    const example = 'PORT=8080   # HTTP port\n# SMTP_URL=smtps://…\nMAIL_FROM=x\n';
    expect(envExampleKeys(example)).toEqual(['PORT', 'SMTP_URL', 'MAIL_FROM']);
    expect(missingFromEnvExample(envTs, example)).toEqual([
      '.env.example does not list MAIL_PROVIDER, which server/env.ts reads: add it with its default and a word on what it does',
    ]);
  });

  it('finds nothing missing from the real .env.example', () => {
    expect(envSchemaKeys(readFileSync('server/env.ts', 'utf8')).length).toBeGreaterThan(40);
    expect(missingFromEnvExample(readFileSync('server/env.ts', 'utf8'), readFileSync('.env.example', 'utf8'))).toEqual([]);
  });
});
