/**
 * A worker thread of the pool (worker-pool.ts): runs one task at a time, the exported function
 * `name` of `module`, with the input it is sent; the function may ask the main thread questions.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

/**
 * This thread yields the CPU to the event loop's (decision 0078): on Linux a thread has its own
 * niceness, set through its thread id (/proc/thread-self is `<pid>/task/<tid>`), as the report
 * month's job processes run at a low priority beside the request process (decision 0068).
 * Elsewhere, or where it is not allowed, the thread keeps the process's priority. Mildly (5: about a
 * third of the event loop's share when they compete): at 10 a build on a machine running twenty other
 * threads took four times as long.
 */
export const WORKER_NICENESS = 5;
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, WORKER_NICENESS);
} catch {
  // not Linux, or no /proc: the default priority
}

type Task = (input: unknown, ask: (question: unknown) => Promise<unknown>) => Promise<unknown>;

const port = parentPort;
if (!port) throw new Error('worker-entry.ts runs only as a worker thread');
const reply = (message: WorkerReply) => port.postMessage(message);

const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let asked = 0;
const ask = (question: unknown) =>
  new Promise<unknown>((resolve, reject) => {
    asked += 1;
    pending.set(asked, { resolve, reject });
    reply({ type: 'ask', ask: asked, question });
  });

async function taskOf(module: string, name: string): Promise<Task> {
  const loaded: unknown = await import(module);
  const fn: unknown = typeof loaded === 'object' && loaded !== null ? Reflect.get(loaded, name) : undefined;
  if (typeof fn !== 'function') throw new Error(`${module} exports no function ${name}`);
  // The pool typed the input and output by this export's own signature (workerTask).
  return fn as Task;
}

// The tasks' modules named when the pool was warmed, loaded before any job comes (a failure waits for the job to tell).
const preload: unknown = typeof workerData === 'object' && workerData !== null ? Reflect.get(workerData, 'preload') : [];
for (const module of Array.isArray(preload) ? preload : []) if (typeof module === 'string') void import(module).catch(() => undefined);

port.on('message', (message: WorkerRequest) => {
  if (message.type === 'answer') {
    const waiting = pending.get(message.ask);
    pending.delete(message.ask);
    if (message.ok) waiting?.resolve(message.value);
    else waiting?.reject(new Error(message.message));
    return;
  }
  taskOf(message.module, message.name)
    .then((task) => task(message.input, ask))
    .then(
      (output) => reply({ type: 'done', output }),
      (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
});
