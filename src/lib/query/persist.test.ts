import { describe, expect, it } from 'vitest';
import { restoreBound } from './persist.ts';

describe('restoreBound (ARCHITECTURE §5: the persisted cache is what an offline start shows)', () => {
  it('keeps an online start short: the server answers if IndexedDB is slow', () => {
    expect(restoreBound(true)).toBe(1500);
  });
  it('gives an offline start longer, since the stored copy is all there is', () => {
    expect(restoreBound(false)).toBeGreaterThan(restoreBound(true));
  });
});
