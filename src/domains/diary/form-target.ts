/** What the diary form starts from: a new day, an entry to edit, the day's queued write or a restored draft (decisions 0021, 0033). */
import type { Diary } from '../../contract/diary.ts';
import { fromAreas, type AreaForm } from './area-form.ts';
import type { DiaryDraftRecord } from './offline/drafts.ts';
import type { OutboxItem } from './offline/outbox.ts';

export type FormTarget = { kind: 'new'; date: string } | { kind: 'edit'; diary: Diary };

export type Restored = DiaryDraftRecord<AreaForm>;

/** The form's starting point for the day's queued write (decision 0033). */
export const queuedTarget = (item: OutboxItem, date: string): FormTarget =>
  item.target.kind === 'edit' ? { kind: 'edit', diary: item.target.diary } : { kind: 'new', date };

/** A queued write opened in the form: its words as the form's draft (savedAt 0: not a draft to discard). */
export function queuedAsDraft(item: OutboxItem): Restored {
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
