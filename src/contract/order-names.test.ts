import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDERABLE_TYPES } from './limits.ts';
import { diaryTarget, orderItemName, PRODUCT_NAMES, reportTarget } from './order-names.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** msgid → msgstr of a Korean domain catalogue (single-line entries, as these labels are). */
function koCatalogue(domain: string): Map<string, string> {
  const po = read(`locales/ko/domains/${domain}.po`);
  return new Map([...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map((m) => [JSON.parse(m[1] ?? '""') as string, JSON.parse(m[2] ?? '""') as string]));
}

/** Each type's English label as a source file writes it (`TYPE: t\`…\``, `TYPE: msg\`…\``, `TYPE: { label: msg\`…\``). */
function labelsOf(path: string): Map<string, string> {
  return new Map([...read(path).matchAll(/^\s+([A-Z_]+): (?:\{ label: )?(?:t|msg)`([^`]+)`/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

describe('one name per thing sold (decision 0080)', () => {
  it('names an item by its product and what it is for, as /payments, the history and the back office show it', () => {
    expect(orderItemName('REPORT_ANALYSIS', reportTarget('도담이', '2026-11'))).toBe('월간 리포트 전문가 피드백 (도담이 2026년 11월)');
    expect(orderItemName('DIARY_COMMENT', diaryTarget('2026-11-20'))).toBe('전문가 코멘트 (11월 20일 육아일기)');
    expect(orderItemName('GROWTH_EXAMINATION', '도담이')).toBe('발달 검사 (도담이)');
    expect(orderItemName('DIARY_PDF', '도담이')).toBe('육아일기 PDF 책 (도담이)');
  });

  it.each([
    ['src/domains/payments/labels.ts', 'payments'],
    ['src/domains/admin-kit/order-labels.ts', 'admin-kit'],
    ['src/domains/admin-dashboard/dashboard-labels.ts', 'admin-dashboard'],
  ])('%s labels every type in Korean with the name the items carry', (path, domain) => {
    const labels = labelsOf(path);
    const ko = koCatalogue(domain);
    for (const type of ORDERABLE_TYPES) {
      const source = labels.get(type);
      expect(source, `${type} in ${path}`).toBeDefined();
      expect(ko.get(source ?? ''), `${type}: "${source}"`).toBe(PRODUCT_NAMES[type]);
    }
  });
});
