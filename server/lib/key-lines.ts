/**
 * Work of one key, one at a time in this process, in the order asked (decision 0088): twenty parallel
 * requests counting on one rate-limit row would otherwise each hold a database connection while
 * PostgreSQL makes them wait for the row's lock in turn, and every other request waited for a
 * connection. In line here they hold one connection; other keys are not held up.
 */
export type KeyLines = {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Keys with work running or waiting (tests). */
  size(): number;
};

export function createKeyLines(): KeyLines {
  const tails = new Map<string, Promise<void>>();
  return {
    run(key, work) {
      const result = (tails.get(key) ?? Promise.resolve()).then(work);
      // A failure is the caller's answer; the next in line still runs.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    size: () => tails.size,
  };
}
