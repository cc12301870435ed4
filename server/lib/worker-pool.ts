/**
 * CPU-heavy work (the PDFs: monthly report, diary book) off the event loop, in a few worker threads
 * (docs/decisions/0078-heavy-work-off-the-event-loop.md). A task is an exported async function of a
 * module, named by the module's URL and the export's name; the worker imports the module itself, so
 * this file knows no domain. The pool is small (the work is CPU-bound: more threads than spare cores
 * only slow every request) and its queue is bounded: past it a request is refused at once with 503
 * ServerBusyException and Retry-After, instead of waiting behind minutes of work.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from './app-error.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

/** The worker may ask the caller questions while it runs (a diary book asks for each photo's bytes). */
export type Ask<Q, A> = (question: Q) => Promise<A>;
type AnyTask = (input: never, ask: never) => Promise<unknown>;

/** A task's exported function, typed by the module's own export (checked when the task is defined). */
export type WorkerTask<F extends AnyTask> = { readonly module: string; readonly name: string; readonly fn?: F };
type InputOf<F> = F extends (input: infer I, ...rest: never[]) => Promise<unknown> ? I : never;
type OutputOf<F> = F extends (...args: never[]) => Promise<infer O> ? O : never;
type AskOf<F> = F extends (input: never, ask: infer K) => Promise<unknown> ? K : never;

/** `workerTask<typeof import('./x.ts')>()(new URL('./x.ts', import.meta.url), 'render')`: the name must be an export of that module. */
export function workerTask<M>() {
  return <K extends keyof M & string>(module: URL, name: K): M[K] extends AnyTask ? WorkerTask<M[K]> : never => {
    const task: WorkerTask<AnyTask> = { module: module.href, name };
    // The conditional type only narrows what the compiler knows; the value is the same plain record.
    return task as M[K] extends AnyTask ? WorkerTask<M[K]> : never;
  };
}

export type RunOptions<F> = {
  /** Answers the worker's questions (omitted when the task asks none). */
  answer?: AskOf<F>;
  /** Queued even when the queue is full: a background job that already waited its turn elsewhere. */
  unbounded?: boolean;
};

export type WorkerPool = {
  run<F extends AnyTask>(task: WorkerTask<F>, input: InputOf<F>, options?: RunOptions<F>): Promise<OutputOf<F>>;
  /**
   * Starts the threads now and has them load these tasks' modules (npm start, once it listens): the
   * first PDF then waits for no thread to compile pdf-lib and the fonts' code.
   */
  warm(tasks: readonly WorkerTask<AnyTask>[]): void;
  /** Threads started, jobs running and waiting (tests, logs). */
  load(): { threads: number; running: number; queued: number };
  close(): Promise<void>;
};

export type WorkerPoolOptions = {
  size: number;
  /** Jobs that may wait for a free worker; one more is refused with ServerBusyException. */
  maxQueue: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterSeconds?: number;
  /** Heap cap per worker: a runaway job ends its worker, not the server. */
  maxHeapMb?: number;
};

/** One worker less than the cores, at least one, at most two: the event loop keeps a core to itself. */
export const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

type Job = {
  task: WorkerTask<AnyTask>;
  input: unknown;
  answer: ((question: unknown) => Promise<unknown>) | undefined;
  resolve(output: unknown): void;
  reject(error: Error): void;
};
type Slot = { worker: Worker; job: Job | null };

/**
 * Workers run TypeScript through tsx (npm start is `tsx server/start.ts`, the tests run under vitest):
 * a worker does not inherit the main thread's loader, so the first thing it does is register tsx.
 */
function spawnWorker(maxHeapMb: number, preload: readonly string[]): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker-entry.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: { preload }, resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const preload = new Set<string>();
  let closed = false;
  const spawn = () => attach(spawnWorker(options.maxHeapMb ?? 512, [...preload]));

  function finish(slot: Slot, settle: (job: Job) => void): void {
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job) settle(job);
    next();
  }

  function attach(worker: Worker): Slot {
    const slot: Slot = { worker, job: null };
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job) return;
      if (reply.type === 'done') finish(slot, (j) => j.resolve(reply.output));
      else if (reply.type === 'failed') finish(slot, (j) => j.reject(new Error(reply.message)));
      else void answerQuestion(worker, job, reply.ask, reply.question);
    });
    // A crash (heap cap, a native fault) fails its job; the next job gets a fresh worker.
    const lost = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      finish(slot, (j) => j.reject(error));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the worker stopped (exit code ${code})`)));
    worker.unref(); // an idle pool never keeps the process alive (ref'd while it runs a job)
    slots.push(slot);
    return slot;
  }

  async function answerQuestion(worker: Worker, job: Job, ask: number, question: unknown): Promise<void> {
    let message: WorkerRequest;
    try {
      if (!job.answer) throw new Error('this task was given no answers');
      message = { type: 'answer', ask, ok: true, value: await job.answer(question) };
    } catch (error) {
      message = { type: 'answer', ask, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    worker.postMessage(message);
  }

  function next(): void {
    if (closed) return;
    while (queue.length > 0) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < options.size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      const message: WorkerRequest = { type: 'run', module: job.task.module, name: job.task.name, input: job.input };
      try {
        slot.worker.postMessage(message);
      } catch (error) {
        // Input that cannot be copied to a thread (a function, a symbol): the caller's mistake.
        finish(slot, (j) => j.reject(error instanceof Error ? error : new Error(String(error))));
      }
    }
  }

  return {
    run<F extends AnyTask>(task: WorkerTask<F>, input: InputOf<F>, runOptions: RunOptions<F> = {}): Promise<OutputOf<F>> {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      const busy = slots.filter((s) => s.job !== null).length;
      const waits = busy >= options.size || queue.length > 0;
      if (waits && queue.length >= options.maxQueue && !runOptions.unbounded) {
        return Promise.reject(new AppError('ServerBusyException', 'the worker queue is full', { retryAfterSeconds: options.retryAfterSeconds ?? 5 }));
      }
      return new Promise<OutputOf<F>>((resolve, reject) => {
        const answer = runOptions.answer;
        queue.push({
          task,
          input,
          // The worker's messages are typed by the task's own signature (worker-entry.ts passes them through).
          answer: answer ? (question) => (answer as (q: unknown) => Promise<unknown>)(question) : undefined,
          resolve: (output) => resolve(output as OutputOf<F>),
          reject,
        });
        next();
      });
    },
    warm(tasks) {
      for (const task of tasks) preload.add(task.module);
      while (!closed && slots.length < options.size) spawn();
    },
    load: () => ({ threads: slots.length, running: slots.filter((s) => s.job !== null).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the worker pool is closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

let shared: WorkerPool | null = null;

/** The process's pool for PDFs: started on first use, its threads unref'd. */
export function sharedWorkerPool(): WorkerPool {
  shared ??= createWorkerPool({ size: defaultPoolSize(), maxQueue: 8 });
  return shared;
}
