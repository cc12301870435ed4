import type { QueryClient } from '@tanstack/react-query';
import type { Diary } from '../../../contract/diary.ts';
import { diaryOutbox, flushOutbox, requestSync, startOutbox } from './diary-outbox.ts';
import type { EnqueueInput, OutboxItem } from './outbox.ts';
import { dayEntry } from './outbox-items.ts';

/** Queue a write (one per day: it joins the day's waiting write, decision 0033) and have the outbox send it when it can. */
export async function queueWrite(queryClient: QueryClient, input: EnqueueInput, base?: { id: string; rev: number | undefined }): Promise<OutboxItem> {
  const item = await diaryOutbox.put(input, base);
  void requestSync();
  startOutbox(queryClient);
  return item;
}

/**
 * The write page opened the day's queued write and saves it again: the queued write takes the words
 * (replaced when it is still the rev the page opened, merged otherwise) and the outbox tries to send it
 * now. The stored entry once it left the outbox (sent by this flush or by another tab's), else 'queued'.
 */
export async function saveQueuedWrite(queryClient: QueryClient, input: EnqueueInput, base: OutboxItem): Promise<Diary | 'queued'> {
  const item = await queueWrite(queryClient, input, { id: base.id, rev: base.rev });
  const result = await flushOutbox(queryClient).catch(() => null);
  if (await diaryOutbox.get(item.id)) return 'queued';
  const sent = result?.sent.findLast((diary) => diary.childId === input.childId && diary.entryDate === input.entryDate);
  return sent ?? (await dayEntry(queryClient, input.childId, input.entryDate).catch(() => null)) ?? 'queued';
}
