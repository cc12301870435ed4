/**
 * Jobs whose row is the job (the diary books, decision 0028; the members' data copies, 0099): the
 * request that makes the row answers at once and `start(id)` queues its build, one at a time per
 * process (the work is CPU-bound; two at once would only both be slower). While a build is queued or
 * running, `beat(ids)` refreshes its rows' heartbeat, so that a row whose process is gone can be told
 * apart; a build that throws is given to `fail`.
 */
export type RowJobs = {
  /** Queues the build of a row (after its transaction committed). */
  start(id: number): void;
  /** Resolves once every queued build has finished (tests). */
  idle(): Promise<void>;
};

export type RowJobSteps = {
  build(id: number): Promise<void>;
  fail(id: number, err: unknown): Promise<void>;
  beat(ids: number[]): Promise<unknown>;
  heartbeatMs: number;
};

export function createRowJobs(steps: RowJobSteps): RowJobs {
  const alive = new Set<number>();
  let queue: Promise<void> = Promise.resolve();
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  return {
    start(id) {
      alive.add(id);
      heartbeat ??= setInterval(() => void (alive.size > 0 && steps.beat([...alive])), steps.heartbeatMs);
      heartbeat.unref();
      queue = queue
        .then(() => steps.build(id))
        .catch((err: unknown) => steps.fail(id, err))
        .finally(() => {
          alive.delete(id);
          if (alive.size === 0 && heartbeat) {
            clearInterval(heartbeat);
            heartbeat = null;
          }
        });
    },
    async idle() {
      let seen: Promise<void>;
      do {
        seen = queue;
        await seen;
      } while (seen !== queue);
    },
  };
}

/** One value per app (per Deps, so each test app has its own queue), made on first use. */
export function perApp<K extends object, T>(make: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
