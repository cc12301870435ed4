import { useEffect, useState } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { type Diary } from '../../contract/diary.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { draftKey, loadDraft, onDraftPlaced, removeDraft, type DiaryDraftRecord } from './drafts.ts';
import { type OutboxItem } from './outbox.ts';
import { fromAreas, type AreaForm } from './area-form.ts';
import { DiaryFormBody } from './diary-form-body.tsx';
import './catalog.ts';

export type FormTarget = { kind: 'new'; date: string } | { kind: 'edit'; diary: Diary };

/** The form's starting point for the day's queued write (decision 0033). */
export const queuedTarget = (item: OutboxItem, date: string): FormTarget =>
  item.target.kind === 'edit' ? { kind: 'edit', diary: item.target.diary } : { kind: 'new', date };

export type Restored = DiaryDraftRecord<AreaForm>;

/** Loads the autosaved draft of this entry first, so that the editor starts from it (decision 0021). */
export function DiaryForm({
  child,
  target,
  queued,
  onTyping,
}: {
  child: ChildSummary;
  target: FormTarget;
  queued?: OutboxItem;
  onTyping?: (typing: boolean) => void;
}) {
  const key = draftKey(target.kind === 'new' ? { kind: 'new', childId: child.id, date: target.date } : { kind: 'edit', diaryId: target.diary.id });
  const [restored, setRestored] = useState<Restored | null | undefined>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let alive = true;
    // A draft typed on top of the queued write is newer than it; else the queued write itself is the starting point.
    void loadDraft<AreaForm>(key).then((draft) => alive && setRestored(draft ?? (queued ? queuedAsDraft(queued) : null)));
    return () => {
      alive = false;
    };
  }, [key, queued]);
  // A refused write kept as this entry's draft while the page is open: the form starts again from it.
  useEffect(
    () =>
      onDraftPlaced((placed) => {
        if (placed !== key) return;
        void loadDraft<AreaForm>(key).then((draft) => {
          setRestored(draft);
          setRound((n) => n + 1);
        });
      }),
    [key],
  );
  if (restored === undefined) return <Spinner />;
  return (
    <DiaryFormBody
      key={round}
      child={child}
      target={target}
      draftId={key}
      restored={restored}
      queued={queued}
      onTyping={onTyping}
      onDiscardDraft={() => {
        onTyping?.(false);
        void removeDraft(key);
        setRestored(null);
        setRound((n) => n + 1);
      }}
    />
  );
}

function queuedAsDraft(item: OutboxItem): Restored {
  return {
    title: item.draft.title ?? '',
    areas: fromAreas(item.draft.areas),
    content: item.draft.content,
    contentText: item.draft.contentText,
    photos: item.images,
    removedIds: item.removeImageIds,
    savedAt: 0,
  };
}
