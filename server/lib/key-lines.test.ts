import { describe, expect, it } from 'vitest';
import { createKeyLines } from './key-lines.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Decision 0088: parallel work of one key waits in memory, not on a database connection. */
describe('key lines', () => {
  it('runs the work of one key one at a time in the order asked, other keys beside it, and forgets an empty line', async () => {
    const lines = createKeyLines();
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const work = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      order.push(name);
      running -= 1;
      return name;
    };
    const same = Promise.all(['a1', 'a2', 'a3', 'a4'].map((name) => lines.run('a', work(name))));
    const other = lines.run('b', async () => {
      order.push('b');
      return 'b';
    });
    expect(await other).toBe('b');
    expect(await same).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(order.filter((n) => n !== 'b')).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(order.indexOf('b')).toBeLessThan(order.indexOf('a2'));
    expect(most).toBe(1);
    await tick();
    expect(lines.size()).toBe(0);
  });

  it('answers a failure to its caller and still runs the next in line', async () => {
    const lines = createKeyLines();
    const failed = lines.run('k', () => Promise.reject(new Error('no')));
    const next = lines.run('k', () => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('yes');
  });
});
