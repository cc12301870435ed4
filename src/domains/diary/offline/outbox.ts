/**
 * The diary outbox (decision 0021, ARCHITECTURE §5): a save that failed for a network
 * reason is queued here — the save-diary input with its photo Blobs, client UUID and Idempotency-Keys —
 * and flushed one item at a time, in order, single-flight. An item leaves only after the server
 * acknowledged it; a rejection (4xx with a server key) keeps it with its reason until the parent fixes
 * or discards it. Store and transport are injected so the state machine is unit-tested without IndexedDB.
 */
import type { Diary } from '../../../contract/diary.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { retryLater } from '../../../lib/api/network-failure.ts';
import { singleFlight } from '../../../lib/api/single-flight.ts';
import type { DiaryDraft, PendingImage, SaveTarget } from '../save-diary.ts';
import { IdempotencyKeys } from '../save-diary.ts';
import { mergeText } from '../merge-content.ts';

export type StoredKeys = Record<string, { body: string; key: string }>;

export type OutboxItem = {
  id: string;
  /** Who wrote it: only that member's session sends it (decision 0023). Absent on items queued before. */
  memberId?: number | null;
  /** Queue order (enqueue time, ms). */
  seq: number;
  childId: number;
  entryDate: string;
  target: SaveTarget;
  draft: DiaryDraft;
  removeImageIds: number[];
  images: PendingImage[];
  keys: StoredKeys;
  status: 'waiting' | 'rejected';
  /** The server's error key of a rejected item. */
  reason: string | null;
  /** Bumped on every change the parent makes (decision 0033): a send that finds another rev knows the item changed meanwhile. */
  rev?: number;
  /** When the last send failed for a network or server reason (ms): online, the item is being retried (decision 0053). */
  failedAt?: number | null;
};

export type EnqueueInput = Omit<OutboxItem, 'seq' | 'status' | 'reason' | 'keys' | 'rev' | 'failedAt'> & { keys: IdempotencyKeys };

/** Runs a flush alone across the app's tabs (Web Locks where the browser has them). */
export type OutboxLock = <T>(run: () => Promise<T>) => Promise<T>;

export type OutboxStore = {
  get(id: string): Promise<OutboxItem | undefined>;
  set(id: string, item: OutboxItem): Promise<void>;
  del(id: string): Promise<void>;
  values(): Promise<OutboxItem[]>;
  /** Read and write (undefined deletes) at once, so that a write of another tab never lands in between. */
  update?(id: string, change: (stored: OutboxItem | undefined) => OutboxItem | undefined): Promise<void>;
};

export type OutboxTransport = (item: OutboxItem, keys: IdempotencyKeys, onImageUploaded: (localId: string) => Promise<void>) => Promise<Diary>;

export type FlushResult = { sent: Diary[]; rejected: number; stoppedByNetwork: boolean };

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * `owner` answers the signed-in member: new items are theirs, and a flush sends only their items, so
 * that on a shared phone one parent's queued entries wait for that parent (decision 0023).
 */
export function createOutbox(
  store: OutboxStore,
  transport: OutboxTransport,
  now: () => number = () => Date.now(),
  owner: () => number | null = () => null,
  lock: OutboxLock = (run) => run(),
) {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let lastSeq = 0;
  /** The entry each item became once the server acknowledged it: a page showing the item moves on to it. */
  const sentAs = new Map<string, Diary>();

  const list = async (): Promise<OutboxItem[]> => (await store.values()).sort((a, b) => a.seq - b.seq);
  const isMine = (item: OutboxItem, member: number | null) => item.memberId == null || member === null || item.memberId === member;
  /** The signed-in member's items (waiting or rejected). */
  const mine = async (): Promise<OutboxItem[]> => {
    const member = owner();
    return (await list()).filter((item) => isMine(item, member));
  };

  async function enqueue(input: EnqueueInput): Promise<OutboxItem> {
    lastSeq = Math.max(now(), lastSeq + 1);
    const item: OutboxItem = { ...input, memberId: owner(), keys: input.keys.toJSON(), seq: lastSeq, status: 'waiting', reason: null, rev: 1 };
    await store.set(item.id, item);
    emit();
    return item;
  }

  /** The signed-in member's waiting write of a child's day: the write page opens it instead of starting a second one (decision 0033). */
  async function waitingOf(childId: number, entryDate: string): Promise<OutboxItem | undefined> {
    return (await mine()).find((item) => item.status === 'waiting' && item.childId === childId && item.entryDate === entryDate);
  }

  /**
   * Queue a write so that a day holds one write in the outbox (decision 0033). `base` is the queued
   * item the form started from (id and rev), if any. The day's waiting write (or `base`) takes this
   * write's words; when it changed after the form read it (another tab), or the form did not start
   * from it, the words are merged rather than replaced, so neither side's words are lost.
   */
  async function put(input: EnqueueInput, base?: { id: string; rev: number | undefined }): Promise<OutboxItem> {
    const stored = base ? await store.get(base.id) : input.target.kind === 'new' ? await waitingOf(input.childId, input.entryDate) : await store.get(input.id);
    if (!stored) return enqueue(input);
    const replace = base !== undefined && base.id === stored.id && base.rev === stored.rev;
    const known = new Set(input.images.map((image) => image.localId));
    const item: OutboxItem = {
      ...stored,
      draft: replace ? input.draft : { ...input.draft, ...mergeText(stored.draft, input.draft), title: input.draft.title ?? stored.draft.title },
      images: replace ? input.images : [...stored.images.filter((image) => !known.has(image.localId)), ...input.images],
      removeImageIds: input.removeImageIds,
      keys: { ...stored.keys, ...input.keys.toJSON() },
      status: 'waiting',
      reason: null,
      rev: (stored.rev ?? 0) + 1,
    };
    await store.set(item.id, item);
    emit();
    return item;
  }

  /** The store's atomic update where it has one (IndexedDB), else read then write (the unit tests' memory). */
  async function update(id: string, change: (stored: OutboxItem | undefined) => OutboxItem | undefined): Promise<void> {
    if (store.update) return store.update(id, change);
    const next = change(await store.get(id));
    if (next) await store.set(id, next);
    else await store.del(id);
  }

  /**
   * Every write back to the store starts from the stored item (the write page may have changed it
   * meanwhile, decision 0033) and never brings back an item discarded during the send; read and write
   * are one transaction, so a write page saving in another tab at that moment is not overwritten (decision 0053).
   */
  async function patch(id: string, change: (stored: OutboxItem) => OutboxItem): Promise<void> {
    await update(id, (stored) => (stored ? change(stored) : undefined));
  }

  async function sendOne(item: OutboxItem, result: FlushResult): Promise<'next' | 'changed' | 'stop'> {
    const keys = new IdempotencyKeys(undefined, item.keys);
    const uploaded = new Set<string>();
    const withKeys = (stored: OutboxItem): OutboxItem => ({
      ...stored,
      images: stored.images.filter((image) => !uploaded.has(image.localId)),
      keys: { ...stored.keys, ...keys.toJSON() },
    });
    try {
      const diary = await transport(item, keys, async (localId) => {
        uploaded.add(localId);
        await patch(item.id, withKeys);
      });
      result.sent.push(diary);
      let changed = false;
      // One transaction: a write page of another tab saving now either lands before (and is kept) or after.
      await update(item.id, (stored) => {
        changed = stored !== undefined && stored.rev !== item.rev;
        // Changed while it was sent: the entry exists now, so the newer words go as an edit of it.
        return stored && changed ? { ...withKeys(stored), target: { kind: 'edit', diary }, status: 'waiting', reason: null } : undefined;
      });
      if (changed) return 'changed';
      sentAs.set(item.id, diary);
      return 'next';
    } catch (error) {
      if (retryLater(error)) {
        await patch(item.id, (stored) => ({ ...withKeys(stored), failedAt: now() }));
        result.stoppedByNetwork = true;
        return 'stop';
      }
      await patch(item.id, (stored) => ({ ...withKeys(stored), status: 'rejected', reason: isApiError(error) ? error.message : 'UnknownErrorOccurred' }));
      result.rejected += 1;
      return 'next';
    } finally {
      emit();
    }
  }

  async function run(again: () => boolean): Promise<FlushResult> {
    const result: FlushResult = { sent: [], rejected: 0, stoppedByNetwork: false };
    do {
      const done = new Set<string>();
      for (;;) {
        const next = (await mine()).find((item) => item.status === 'waiting' && !done.has(item.id));
        if (!next) break;
        done.add(next.id);
        const outcome = await sendOne(next, result);
        if (outcome === 'stop') return result;
        if (outcome === 'changed') done.delete(next.id);
      }
    } while (again());
    return result;
  }

  /** Send the waiting items; a call during a flush joins it (and makes it look once more at the end). */
  const flush = singleFlight(run, lock);

  /** A write the server refused while online (e.g. the day has an entry already): kept as a refused item so the parent chooses (decision 0033). */
  async function keepRefused(input: EnqueueInput, reason: string): Promise<OutboxItem> {
    const item = await enqueue(input);
    const refused: OutboxItem = { ...item, status: 'rejected', reason };
    await store.set(item.id, refused);
    emit();
    return refused;
  }

  async function discard(id: string): Promise<void> {
    await store.del(id);
    emit();
  }

  /** The parent fixed a rejected item in the write page: the fixed write replaces it. */
  async function replace(id: string, item: OutboxItem): Promise<void> {
    await store.set(id, item);
    emit();
  }

  return {
    enqueue,
    put,
    keepRefused,
    waitingOf,
    flush,
    discard,
    replace,
    list,
    mine,
    get: (id: string) => store.get(id),
    /** The stored entry an item became, when this page's outbox sent it. */
    sentAs: (id: string): Diary | undefined => sentAs.get(id),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
