import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight (decisions 0021, 0098)', () => {
  it('runs alone: calls during a run join it and make it look once more', async () => {
    let runs = 0;
    let passes = 0;
    let release: () => void = () => {};
    const flush = singleFlight(async (again) => {
      runs += 1;
      do {
        passes += 1;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      } while (again());
      return runs;
    });
    const first = flush();
    const second = flush();
    const third = flush();
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 1]);
    expect(passes).toBe(2);
    // A call after the run ended starts a new one.
    expect(await flush()).toBe(2);
  });
});
