import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Diary } from '../../../contract/diary.ts';
import { diaryOutbox } from './diary-outbox.ts';
import { draftKey, loadDraft, placeDraft } from './drafts.ts';
import { mergeText } from '../merge-content.ts';
import type { OutboxItem } from './outbox.ts';
import { diaryKeys, diaryListQuery, diaryQuery } from '../diary-queries.ts';
import { IdempotencyKeys, mergedDraft, newClientId, saveDiary } from '../save-diary.ts';
import { fromAreas } from '../area-form.ts';
import { monthOf } from '../editable.ts';

/** The queued writes of one child (decision 0021), live: undefined until the outbox was read, then re-read on every change. */
export function useLiveOutboxItems(childId: number | null): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[] | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void diaryOutbox
        .mine()
        .then((all) => alive && setItems(all.filter((item) => item.childId === childId)))
        .catch(() => alive && setItems([]));
    read();
    const off = diaryOutbox.subscribe(read);
    return () => {
      alive = false;
      off();
    };
  }, [childId]);
  return items;
}

export function useOutboxItems(childId: number): OutboxItem[] {
  return useLiveOutboxItems(childId) ?? [];
}

/**
 * The day's waiting write as the write page first found it (decision 0033): undefined while the outbox
 * is read, then fixed for the page's life (the form keeps its own copy; the outbox merges by rev).
 */
export function useQueuedDayWrite(childId: number | null, date: string): OutboxItem | null | undefined {
  const [opened, setOpened] = useState<{ key: string; item: OutboxItem | null } | null>(null);
  const key = `${childId}:${date}`;
  useEffect(() => {
    if (childId === null) return;
    let alive = true;
    void diaryOutbox
      .waitingOf(childId, date)
      .then((item) => alive && setOpened({ key: `${childId}:${date}`, item: item ?? null }))
      .catch(() => alive && setOpened({ key: `${childId}:${date}`, item: null }));
    return () => {
      alive = false;
    };
  }, [childId, date]);
  if (childId === null) return null;
  return opened?.key === key ? opened.item : undefined;
}

/** The server's entry of a child's day, fresh; null when there is none (throws offline). */
export async function dayEntry(queryClient: QueryClient, childId: number, date: string): Promise<Diary | null> {
  const list = await queryClient.fetchQuery({ ...diaryListQuery(childId, monthOf(date)), staleTime: 0 });
  const found = list.find((item) => item.entryDate === date);
  return found ? queryClient.fetchQuery({ ...diaryQuery(found.id), staleTime: 0 }) : null;
}

/**
 * A refused write kept as a draft: the draft of the day's entry when there is one (the write page of
 * that day opens it), else of a new entry of that day; the outbox lets go only once the draft is stored.
 */
export async function fixOutboxItem(item: OutboxItem, existing: Diary | null = null): Promise<void> {
  const diaryId = existing?.id ?? (item.target.kind === 'edit' ? item.target.diary.id : null);
  const key = diaryId !== null ? draftKey({ kind: 'edit', diaryId }) : draftKey({ kind: 'new', childId: item.childId, date: item.entryDate });
  // A draft already there (typed on that page) keeps its words; the refused ones are added after them.
  const before = await loadDraft<ReturnType<typeof fromAreas>>(key);
  // With no draft, the day's entry is the base: the draft holds its words and the refused ones after them.
  const base = before ?? existing;
  const text = base ? mergeText({ content: base.content, contentText: base.contentText }, item.draft) : item.draft;
  const stored = await placeDraft(key, {
    title: before?.title || item.draft.title || '',
    areas: before?.areas ?? fromAreas(item.draft.areas),
    content: text.content,
    contentText: text.contentText,
    photos: [...(before?.photos ?? []), ...item.images],
    removedIds: before?.removedIds ?? item.removeImageIds,
    savedAt: Date.now(),
  });
  if (stored) await diaryOutbox.discard(item.id);
}

/**
 * "Merge into the day's entry" for a refused write (decision 0033): its words are appended to the
 * server's entry of that day (only the blocks the entry lacks, mergedDraft), its photos uploaded; with
 * no entry that day it becomes that entry. The outbox lets go once the server holds it.
 */
export async function mergeOutboxItem(queryClient: QueryClient, item: OutboxItem): Promise<Diary> {
  const existing = await dayEntry(queryClient, item.childId, item.entryDate);
  const keys = new IdempotencyKeys(undefined, item.keys);
  const changes = { removeImageIds: [], images: item.images };
  const diary = existing
    ? await saveDiary({ kind: 'edit', diary: existing }, mergedDraft(existing, item.draft), changes, keys)
    : await saveDiary({ kind: 'new', clientId: newClientId(), childId: item.childId, entryDate: item.entryDate }, item.draft, changes, keys);
  await diaryOutbox.discard(item.id);
  queryClient.setQueryData(diaryKeys.entry(diary.id), diary);
  void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(item.childId) });
  return diary;
}
