/**
 * A queue's flush that runs alone (the diary's outbox, decision 0021; the daily log's queue, 0098):
 * a call while one runs joins it, and makes it look once more at the end (`again()` answers whether
 * such a call came since it last asked), all of it under `lock` (Web Locks across the app's tabs).
 */
export function singleFlight<T>(
  run: (again: () => boolean) => Promise<T>,
  lock: <R>(work: () => Promise<R>) => Promise<R> = (work) => work(),
): () => Promise<T> {
  let running: Promise<T> | null = null;
  let called = false;
  const again = (): boolean => {
    const was = called;
    called = false;
    return was;
  };
  return () => {
    if (running) {
      called = true;
      return running;
    }
    running = lock(() => run(again)).finally(() => {
      running = null;
    });
    return running;
  };
}
