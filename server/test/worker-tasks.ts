/** Tasks for the worker pool's tests (server/lib/worker-pool.test.ts), run inside worker threads. */
import { threadId } from 'node:worker_threads';
import type { Ask } from '../lib/worker-pool.ts';

export async function echo(input: { text: string }): Promise<{ text: string; threadId: number }> {
  return { text: input.text, threadId };
}

/** Keeps its thread busy (CPU, not a timer) for `ms`. */
export async function spin(input: { ms: number }): Promise<number> {
  const until = performance.now() + input.ms;
  let turns = 0;
  while (performance.now() < until) turns += 1;
  return turns;
}

export async function sumOfAnswers(input: { questions: string[] }, ask: Ask<string, number>): Promise<number> {
  let sum = 0;
  for (const question of input.questions) sum += await ask(question);
  return sum;
}

export async function fail(input: { message: string }): Promise<never> {
  throw new Error(input.message);
}

/** Ends its thread as a native crash or the heap cap would. */
export async function crash(): Promise<never> {
  process.exit(3);
}
