/**
 * A job every process runs on a timer (the diary reminder, decision 0019; the notice push, 0065; the
 * monthly reports, 0067): once at start, then every `intervalMs`; a pass still running when the next
 * is due is skipped, and a failed pass is logged and never stops the timer. Answers a stop function.
 */
import type { Logger } from 'pino';

export function startRepeating(name: string, intervalMs: number, run: () => Promise<unknown>, log: Logger): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.error({ err: error }, `${name} job failed`))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
