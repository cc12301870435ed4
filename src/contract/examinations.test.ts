import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TestAccess } from './examinations.ts';

describe('the test code or link an operator sends (decision 0082)', () => {
  it('takes a publisher code or an https link, trimmed', () => {
    expect(v.parse(TestAccess, ' KCDI-7F3A-21Q9 ')).toBe('KCDI-7F3A-21Q9');
    expect(v.parse(TestAccess, 'ABC123')).toBe('ABC123');
    expect(v.parse(TestAccess, 'https://kcdi.example/t/ABC123?lang=ko')).toBe('https://kcdi.example/t/ABC123?lang=ko');
  });

  it.each([
    ['empty', ''],
    ['a word with spaces', '검사 링크 보냄'],
    ['too short a code', 'AB1'],
    ['an http link', 'http://kcdi.example/t/ABC123'],
    ['a link without its scheme', 'kcdi.example/t/ABC123'],
    ['another scheme', 'javascript:alert(1)'],
    ['a host without a dot', 'https://localhost/t/1'],
    ['a link with a space', 'https://kcdi.example/t/ABC 123'],
    ['a link with a password', 'https://a:b@kcdi.example/t/1'],
    ['past the limit', `https://kcdi.example/${'a'.repeat(500)}`],
  ])('refuses %s with InvalidExaminationAccess', (_, value) => {
    const result = v.safeParse(TestAccess, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('InvalidExaminationAccess');
  });
});
