import { useEffect, useState } from 'react';
import { diaryOutbox } from '../../lib/offline/diary-outbox.ts';
import { draftKey, saveDraft } from '../../lib/offline/drafts.ts';
import { fromAreas } from './area-form.ts';
import type { OutboxItem } from '../../lib/offline/outbox.ts';

/** The queued writes of one child (decision 0021), live: the list re-reads on every outbox change. */
export function useOutboxItems(childId: number): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void diaryOutbox
        .list()
        .then((all) => alive && setItems(all.filter((item) => item.childId === childId)))
        .catch(() => undefined);
    read();
    const off = diaryOutbox.subscribe(read);
    return () => {
      alive = false;
      off();
    };
  }, [childId]);
  return items;
}

/** A rejected write goes back to the write page as its draft (the form then saves it anew); the outbox lets go only after the draft is stored. */
export async function fixOutboxItem(item: OutboxItem): Promise<void> {
  const key = item.target.kind === 'edit' ? draftKey({ kind: 'edit', diaryId: item.target.diary.id }) : draftKey({ kind: 'new', childId: item.childId, date: item.entryDate });
  const stored = await saveDraft(key, {
    title: item.draft.title ?? '',
    areas: fromAreas(item.draft.areas),
    content: item.draft.content,
    contentText: item.draft.contentText,
    photos: item.images,
    removedIds: item.removeImageIds,
    savedAt: Date.now(),
  });
  if (stored) await diaryOutbox.discard(item.id);
}
