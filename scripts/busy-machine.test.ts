import { describe, expect, it } from 'vitest';
import { busyShare, e2eShardCount } from './busy-machine.ts';

describe('how many Playwright runs npm test starts (decision 0096)', () => {
  it('runs two on a machine that is otherwise quiet, one on a machine that other work keeps busy', () => {
    expect(e2eShardCount(undefined, 0.05)).toBe(2);
    expect(e2eShardCount(undefined, 0.25)).toBe(2);
    expect(e2eShardCount(undefined, 0.3)).toBe(1);
    expect(e2eShardCount(undefined, 1)).toBe(1);
  });

  it('keeps an explicit E2E_SHARDS whatever the machine does, and ignores one that is not a count', () => {
    expect(e2eShardCount('3', 0.9)).toBe(3);
    expect(e2eShardCount('1', 0)).toBe(1);
    expect(e2eShardCount('', 0.9)).toBe(1);
    expect(e2eShardCount('two', 0)).toBe(2);
    expect(e2eShardCount('0', 0)).toBe(2);
  });

  it('measures a share between 0 and 1', async () => {
    const share = await busyShare(200);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
