/** The app's outbox: IndexedDB store, the save-diary transport and the flush triggers (decision 0021). */
import type { QueryClient } from '@tanstack/react-query';
import { saveDiary } from '../save-diary.ts';
import { diaryKeys } from '../diary-queries.ts';
import { idbTable } from '../../../lib/storage/idb.ts';
import { getStoredUser, getTokens, setOutboxMark } from '../../../lib/storage/keys.ts';
import { retryingFlush } from '../../../lib/api/retrying-flush.ts';
import { createOutbox, type FlushResult, type OutboxItem } from './outbox.ts';

export const SYNC_TAG = 'diary-outbox';
export const FLUSH_MESSAGE = 'FLUSH_OUTBOX';

export const diaryOutbox = createOutbox(
  idbTable<OutboxItem>('dodam-outbox'),
  (item, keys, onImageUploaded) =>
    saveDiary(item.target, item.draft, { removeImageIds: item.removeImageIds, images: item.images }, keys, {
      onImageUploaded: (localId) => void onImageUploaded(localId),
    }),
  undefined,
  () => getStoredUser()?.id ?? null,
  // One flush at a time across tabs: two tabs never send the same queued write at once (decision 0033).
  (run) => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks.request('dodam-outbox', run) : run()),
);

/** The entry (main.tsx) loads this module at start only while this mark says the outbox holds writes. */
diaryOutbox.subscribe(() => {
  void diaryOutbox
    .list()
    .then((items) => setOutboxMark(items.length))
    .catch(() => undefined);
});

/** Ask the service worker for a Background Sync where supported; the other triggers cover the rest. */
export async function requestSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = registration && 'sync' in registration ? (registration.sync as { register(tag: string): Promise<void> }) : null;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): `online` and visibility still flush.
  }
}

export async function flushOutbox(queryClient: QueryClient): Promise<FlushResult | null> {
  if (!getTokens()) return null;
  const result = await diaryOutbox.flush();
  if (result.sent.length > 0 || result.rejected > 0) void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
  return result;
}

let started = false;
let flushAndRetry: (() => void) | null = null;

/** Flush now; once per page, listen on `online`, on visible and for the service worker's relayed `sync` event. */
export function startOutbox(queryClient: QueryClient): void {
  flushAndRetry ??= retryingFlush(() => flushOutbox(queryClient), 'outbox');
  const flush = flushAndRetry;
  if (started) return flush();
  started = true;
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (data && typeof data === 'object' && 'type' in data && data.type === FLUSH_MESSAGE) flush();
  });
  flush();
}
