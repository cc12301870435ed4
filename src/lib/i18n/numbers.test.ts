import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers.ts';

describe('formatNumber: the forms of toLocaleString("ko-KR") without Intl (decision 0060)', () => {
  it('groups whole numbers by three', () => {
    for (const n of [0, 7, 999, 1000, 12_000, 50_000, 1_234_567, 10_000_000, -4_500]) expect(formatNumber(n)).toBe(n.toLocaleString('ko-KR'));
  });

  it('keeps the fraction digits asked for, rounding half away from zero on the decimal digits', () => {
    const cases: [number, number, number][] = [
      [3.5, 1, 1],
      [3, 1, 1],
      [12.345, 1, 2],
      [12.3, 1, 2],
      [1.005, 0, 2],
      [0.05, 1, 1],
      [1234.56, 1, 1],
      [9.96, 1, 1],
      [-2.25, 1, 1],
      [76.2, 1, 1],
    ];
    for (const [n, min, max] of cases)
      expect(formatNumber(n, min, max), `${n} ${min}-${max}`).toBe(n.toLocaleString('ko-KR', { minimumFractionDigits: min, maximumFractionDigits: max }));
  });

  it('rounds to whole numbers by default and writes what is not finite as it is', () => {
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
