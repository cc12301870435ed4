import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isApiGroup, stripSummaries } from './strip-summaries.ts';

describe('the client build leaves endpoint summaries out', () => {
  it('empties quoted, escaped, template and next-line summaries, and nothing else', () => {
    const source = [
      "a: endpoint({ method: 'GET', path: '/x', summary: 'It\\'s the child\\u2019s list', response: X }),",
      'c: endpoint({ summary: "The member\'s list", response: Y }),',
      'b: endpoint({',
      '  summary:',
      '    `Hide up to ${MAX} comments`,',
      "  body: v.object({ summary: v.string(), note: 'summary: kept' }),",
      '}),',
    ].join('\n');
    expect(stripSummaries(source)).toBe(
      [
        "a: endpoint({ method: 'GET', path: '/x', summary: '', response: X }),",
        "c: endpoint({ summary: '', response: Y }),",
        'b: endpoint({',
        '  summary:',
        "    '',",
        "  body: v.object({ summary: v.string(), note: 'summary: kept' }),",
        '}),',
      ].join('\n'),
    );
  });

  it('leaves every group of the contract with no summary text and the same number of endpoints', () => {
    const groups = readdirSync('src/contract').filter((file) => isApiGroup(`/work/src/contract/${file}`));
    expect(groups.length).toBeGreaterThan(20);
    for (const file of groups) {
      const source = readFileSync(`src/contract/${file}`, 'utf8');
      const stripped = stripSummaries(source);
      expect(stripped.match(/summary:\s*(?!'')['"`]/g), file).toBeNull();
      expect(stripped.match(/endpoint\(/g)?.length, file).toBe(source.match(/endpoint\(/g)?.length);
    }
  });
});
