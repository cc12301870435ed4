/** The messages between the worker pool (worker-pool.ts) and its threads (worker-entry.ts). */

/** To a worker: run a task, or the answer to one of its questions. */
export type WorkerRequest =
  | { type: 'run'; module: string; name: string; input: unknown }
  | { type: 'answer'; ask: number; ok: true; value: unknown }
  | { type: 'answer'; ask: number; ok: false; message: string };

/** From a worker: the task's result, its failure, or a question for the caller. */
export type WorkerReply = { type: 'done'; output: unknown } | { type: 'failed'; message: string } | { type: 'ask'; ask: number; question: unknown };
