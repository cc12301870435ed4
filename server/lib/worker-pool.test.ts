import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createWorkerPool, workerTask, type WorkerPool } from './worker-pool.ts';
import type * as Tasks from '../test/worker-tasks.ts';

const tasks = new URL('../test/worker-tasks.ts', import.meta.url);
const task = workerTask<typeof Tasks>();
const echo = task(tasks, 'echo');
const spin = task(tasks, 'spin');
const sumOfAnswers = task(tasks, 'sumOfAnswers');
const fail = task(tasks, 'fail');
const crash = task(tasks, 'crash');

let pool: WorkerPool | null = null;
const open = (size: number, maxQueue: number) => {
  pool = createWorkerPool({ size, maxQueue, retryAfterSeconds: 7 });
  return pool;
};
afterEach(async () => {
  await pool?.close();
  pool = null;
});

/** Decision 0078: heavy work runs in worker threads, with a bounded queue. */
describe('the worker pool', () => {
  it('runs a task in another thread, and the event loop stays free while it computes', async () => {
    const p = open(1, 4);
    const echoed = await p.run(echo, { text: '도담' });
    expect(echoed.text).toBe('도담');
    expect(echoed.threadId).not.toBe(threadId);
    // Ordering, not timing: a timer on this thread fires while the worker spins, which it could not if the spin ran here.
    const order: string[] = [];
    const busy = p.run(spin, { ms: 600 }).then((turns) => order.push('spun') && turns);
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('timer');
    expect(await busy).toBeGreaterThan(0);
    expect(order).toEqual(['timer', 'spun']);
  });

  it('refuses a job past its queue with ServerBusyException and a Retry-After, unless it is a background job', async () => {
    const p = open(1, 1);
    const running = p.run(spin, { ms: 400 });
    const queued = p.run(spin, { ms: 10 });
    expect(p.load()).toEqual({ threads: 1, running: 1, queued: 1 });
    const refused = await p.run(spin, { ms: 10 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused instanceof AppError && [refused.key, refused.status, refused.retryAfterSeconds]).toEqual(['ServerBusyException', 503, 7]);
    const background = p.run(spin, { ms: 10 }, { unbounded: true });
    await Promise.all([running, queued, background]);
    expect(p.load()).toEqual({ threads: 1, running: 0, queued: 0 });
  });

  it('answers the questions a task asks while it runs', async () => {
    const p = open(1, 1);
    const answers: Record<string, number> = { a: 1, b: 20, c: 300 };
    expect(await p.run(sumOfAnswers, { questions: ['a', 'b', 'c'] }, { answer: async (q) => answers[q] ?? 0 })).toBe(321);
    const unanswered = await p.run(sumOfAnswers, { questions: ['a'] }, { answer: async () => Promise.reject(new Error('gone')) }).catch((e: unknown) => e);
    expect(unanswered instanceof Error && unanswered.message).toBe('gone');
  });

  it('starts its threads when warmed (npm start warms the PDF tasks), before any job', async () => {
    const p = open(2, 1);
    expect(p.load().threads).toBe(0);
    p.warm([echo]);
    expect(p.load()).toEqual({ threads: 2, running: 0, queued: 0 });
    expect((await p.run(echo, { text: 'a' })).text).toBe('a');
    expect(p.load().threads).toBe(2);
  });

  it('fails the job of a failing task or a crashed worker, and runs the next job on a fresh worker', async () => {
    const p = open(1, 2);
    const failed = await p.run(fail, { message: 'no fonts' }).catch((e: unknown) => e);
    expect(failed instanceof Error && failed.message).toBe('no fonts');
    const crashed = await p.run(crash, {}).catch((e: unknown) => e);
    expect(crashed instanceof Error && crashed.message).toContain('exit code 3');
    expect((await p.run(echo, { text: 'again' })).text).toBe('again');
  });
});
