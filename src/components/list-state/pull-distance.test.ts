import { describe, expect, it } from 'vitest';
import { MAX_PULL, NO_PULL, PULL_THRESHOLD, pullOf } from './pull-distance.ts';

describe('pull to refresh', () => {
  it('follows the finger at half its travel, up to the most it moves; refreshes from the threshold', () => {
    expect(pullOf(100, 160, 0)).toEqual({ distance: 30, armed: false });
    expect(pullOf(100, 100 + PULL_THRESHOLD * 2, 0)).toEqual({ distance: PULL_THRESHOLD, armed: true });
    expect(pullOf(0, 1000, 0)).toEqual({ distance: MAX_PULL, armed: true });
  });

  it('is no pull upwards, nor when the page was scrolled down (that is a scroll)', () => {
    expect(pullOf(200, 100, 0)).toEqual(NO_PULL);
    expect(pullOf(100, 400, 1)).toEqual(NO_PULL);
    expect(pullOf(100, Number.NaN, 0)).toEqual(NO_PULL);
  });
});
