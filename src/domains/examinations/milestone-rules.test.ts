import { describe, expect, it } from 'vitest';
import { bandIndexFor, suggestsTest } from './milestone-rules.ts';

const BANDS = [
  [12, 17],
  [18, 23],
  [24, 35],
] as const;

describe('the milestone checklist (decision 0070)', () => {
  it('finds the band of a child’s completed months, and none outside them', () => {
    expect(bandIndexFor(BANDS, 12)).toBe(0);
    expect(bandIndexFor(BANDS, 17)).toBe(0);
    expect(bandIndexFor(BANDS, 18)).toBe(1);
    expect(bandIndexFor(BANDS, 35)).toBe(2);
    expect(bandIndexFor(BANDS, 11)).toBeNull();
    expect(bandIndexFor(BANDS, 36)).toBeNull();
  });
  it('suggests the test when two or more are not yet there', () => {
    expect(suggestsTest(5, 5)).toBe(false);
    expect(suggestsTest(5, 4)).toBe(false);
    expect(suggestsTest(5, 3)).toBe(true);
  });
});
