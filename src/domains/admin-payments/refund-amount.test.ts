import { describe, expect, it } from 'vitest';
import { refundAmountOf } from './refund-amount.ts';

describe('refundAmountOf (decision 0049: a partial refund up to what is left)', () => {
  it('reads empty as all that is left, and typed won with separators as a part', () => {
    expect(refundAmountOf('', 50_000)).toEqual({ kind: 'all' });
    expect(refundAmountOf('20,000', 50_000)).toEqual({ kind: 'part', value: 20_000 });
    expect(refundAmountOf(' 20000원 ', 50_000)).toEqual({ kind: 'part', value: 20_000 });
    expect(refundAmountOf('1', 50_000)).toEqual({ kind: 'part', value: 1 });
  });
  it('reads all that is left, typed out, as the whole rest', () => {
    expect(refundAmountOf('30,000', 30_000)).toEqual({ kind: 'all' });
  });
  it('refuses nothing, more than is left, fractions, signs and words', () => {
    for (const text of ['0', '50001', '1.5', '-100', '1e3', '만원', '99999999999']) {
      expect(refundAmountOf(text, 50_000), text).toEqual({ kind: 'invalid' });
    }
  });
});
