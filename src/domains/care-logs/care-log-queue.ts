/**
 * The daily log's writes waiting on this phone (decision 0098), beside the diary's outbox and with its
 * rules (decision 0021): a tap is kept here first and sent after, one write at a time and alone
 * across tabs; a write leaves only once the server took it; a refused one stays, with its reason,
 * until the parent lets it go; only the member who tapped sends it. A log's writes are one item (its
 * last state, or its removal), named by the log's UUID: sent twice, it still leaves one log.
 * Store and transport are injected, so that the unit tests need no IndexedDB.
 */
import type { CareLog, CareLogBody } from '../../contract/care-logs.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { retryLater } from '../../lib/api/network-failure.ts';
import { singleFlight } from '../../lib/api/single-flight.ts';
import type { IdbTable } from '../../lib/storage/idb.ts';

export type QueuedLog = {
  childId: number;
  clientId: string;
  memberId: number | null;
  /** The log as it is to be (a put), or null: remove it. */
  body: CareLogBody | null;
  /** Queue order (ms). */
  seq: number;
  /** Bumped by every change, so that a send that finds another rev leaves the newer write queued. */
  rev: number;
  status: 'waiting' | 'refused';
  reason: string | null;
};

export type QueueStore = Pick<IdbTable<QueuedLog>, 'values' | 'update'>;
export type QueueTransport = (item: QueuedLog) => Promise<CareLog | null>;
export type QueueLock = <T>(run: () => Promise<T>) => Promise<T>;
export type QueueFlush = { sent: number; refused: number; stoppedByNetwork: boolean };

export const queueKey = (childId: number, clientId: string): string => `${childId}/${clientId}`;

export function createCareLogQueue(
  store: QueueStore,
  transport: QueueTransport,
  owner: () => number | null,
  now: () => number = () => Date.now(),
  lock: QueueLock = (run) => run(),
) {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let lastSeq = 0;

  const isMine = (item: QueuedLog) => item.memberId === null || item.memberId === owner();
  const mine = async (): Promise<QueuedLog[]> => (await store.values()).filter(isMine).sort((a, b) => a.seq - b.seq);

  /** Keeps the log's next state (or its removal) to send; it replaces a write of the log still waiting. */
  async function put(childId: number, clientId: string, body: CareLogBody | null): Promise<void> {
    lastSeq = Math.max(now(), lastSeq + 1);
    const seq = lastSeq;
    await store.update(queueKey(childId, clientId), (stored) => ({
      childId,
      clientId,
      memberId: owner(),
      body,
      seq: stored?.seq ?? seq,
      rev: (stored?.rev ?? 0) + 1,
      status: 'waiting',
      reason: null,
    }));
    emit();
  }

  /** The parent lets a refused write go (or takes back a waiting one). */
  async function discard(childId: number, clientId: string): Promise<void> {
    await store.update(queueKey(childId, clientId), () => undefined);
    emit();
  }

  async function sendOne(item: QueuedLog, result: QueueFlush): Promise<boolean> {
    const key = queueKey(item.childId, item.clientId);
    try {
      await transport(item);
      result.sent += 1;
      // A tap made while it was sent (another rev) stays to be sent next.
      await store.update(key, (stored) => (stored && stored.rev !== item.rev ? stored : undefined));
      return true;
    } catch (error) {
      if (retryLater(error) || !isApiError(error)) {
        result.stoppedByNetwork = true;
        return false;
      }
      result.refused += 1;
      const reason = error.message;
      await store.update(key, (stored) => (stored && stored.rev === item.rev ? { ...stored, status: 'refused', reason } : stored));
      return true;
    } finally {
      emit();
    }
  }

  async function run(again: () => boolean): Promise<QueueFlush> {
    const result: QueueFlush = { sent: 0, refused: 0, stoppedByNetwork: false };
    do {
      const tried = new Set<string>();
      for (;;) {
        const next = (await mine()).find((item) => item.status === 'waiting' && !tried.has(`${queueKey(item.childId, item.clientId)}#${item.rev}`));
        if (!next) break;
        tried.add(`${queueKey(next.childId, next.clientId)}#${next.rev}`);
        if (!(await sendOne(next, result))) return result;
      }
    } while (again());
    return result;
  }

  /** Sends what waits; a call during a flush joins it and makes it look once more at the end. */
  const flush = singleFlight(run, lock);

  return {
    put,
    discard,
    flush,
    mine,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CareLogQueue = ReturnType<typeof createCareLogQueue>;
