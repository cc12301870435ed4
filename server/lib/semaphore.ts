import { AppError } from './app-error.ts';

export type Semaphore = {
  /** Waits for a place; refused at once with ServerBusyException (Retry-After) when `maxWaiting` already wait. */
  use<T>(work: () => Promise<T>): Promise<T>;
  load(): { running: number; waiting: number };
};

/**
 * At most `max` of one kind of work at a time, a bounded line behind them (decision 0078): the
 * photo decodes, which would otherwise take every thread of libuv's pool, where the file reads,
 * the compression and the password hashing of every other request wait.
 */
export function createSemaphore(max: number, maxWaiting: number, retryAfterSeconds = 2): Semaphore {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async use(work) {
      if (running >= max) {
        if (waiting.length >= maxWaiting) throw new AppError('ServerBusyException', 'too much of this work waits already', { retryAfterSeconds });
        // The place is handed over by `release`: running stays counted for the waiter.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
