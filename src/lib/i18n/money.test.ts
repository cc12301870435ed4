import { describe, expect, it } from 'vitest';
import { formatWon } from './money.ts';

describe('prices in won (decision 0026: "12,000원")', () => {
  it('groups thousands with commas and ends in 원 in Korean', () => {
    expect(formatWon(12_000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1_234_567, 'ko')).toBe('1,234,567원');
  });
  it('puts the won sign first in English', () => {
    expect(formatWon(7_900, 'en')).toBe('₩7,900');
  });
});
