import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createSemaphore } from './semaphore.ts';

const later = () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
};

/** Decision 0078: a bounded number of one kind of work at a time, a bounded line behind them. */
describe('the semaphore', () => {
  it('runs at most `max` at once, the rest in order as places free, and refuses past the line with a Retry-After', async () => {
    const s = createSemaphore(2, 2, 4);
    const gates = [later(), later(), later(), later()];
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      s.use(async () => {
        order.push(i);
        await g.gate;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(s.load()).toEqual({ running: 2, waiting: 2 });
    expect(order).toEqual([0, 1]);
    const refused = await s.use(async () => 9).catch((e: unknown) => e);
    expect(refused instanceof AppError && [refused.key, refused.status, refused.retryAfterSeconds]).toEqual(['ServerBusyException', 503, 4]);
    gates[1]?.open();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(s.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of work that failed', async () => {
    const s = createSemaphore(1, 0);
    await expect(s.use(async () => Promise.reject(new Error('bad picture')))).rejects.toThrow('bad picture');
    expect(await s.use(async () => 'next')).toBe('next');
  });
});
