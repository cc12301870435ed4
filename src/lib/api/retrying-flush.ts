/**
 * Flush a phone's queue of writes, and while online try again after a failure (the server answered
 * 5xx or did not answer): 2, 4, 8 … up to 60 s, so that a write the server could not take is sent
 * without the parent doing anything (decision 0053). Offline the `online` event is the next try.
 * The diary's outbox and the daily log's queue (decision 0098) each make one.
 */
export function retryingFlush(flush: () => Promise<{ stoppedByNetwork: boolean } | null>, name: string): () => void {
  let retry: number | undefined;
  let failures = 0;
  const run = (): void => {
    window.clearTimeout(retry);
    void flush()
      .then((result) => {
        if (!result?.stoppedByNetwork) return void (failures = 0);
        failures += 1;
        if (navigator.onLine) retry = window.setTimeout(run, Math.min(60_000, 1000 * 2 ** failures));
      })
      .catch((error: unknown) => console.error(`${name} flush failed`, error));
  };
  return run;
}
