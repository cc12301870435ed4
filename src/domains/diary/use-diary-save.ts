import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { DIARY_TITLE_MAX, type Diary } from '../../contract/diary.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { toAreas } from './area-form.ts';
import { mealsOn } from './child.ts';
import { diaryKeys, diaryQuery } from './diary-queries.ts';
import type { FormTarget } from './form-target.ts';
import { takeEditFromEntry } from './edit-return.ts';
import { removeDraft } from './offline/drafts.ts';
import { diaryOutbox } from './offline/diary-outbox.ts';
import type { OutboxItem } from './offline/outbox.ts';
import { isNetworkFailure } from '../../lib/api/network-failure.ts';
import { queueWrite, saveQueuedWrite } from './offline/queue-write.ts';
import { IdempotencyKeys, newClientId, saveDiary, type SaveTarget } from './save-diary.ts';
import type { SaveEvent } from './save-outcome.ts';
import type { FormFields } from './use-form-fields.ts';
import './catalog.ts';

export const EMPTY_ENTRY = 'EmptyDiaryEntry';

/**
 * The save of the diary form, told as save outcomes (save-outcome.ts, decision 0053): sent (the read
 * page), kept by the outbox after a network failure or 5xx (queued offline, retrying online, decision
 * 0021), the day's entry made elsewhere meanwhile (kept with the refused writes, decision 0033), or
 * refused with the words kept in the form.
 */
export function useDiarySave({
  child,
  target,
  queued,
  fields,
  draftId,
  dispatch,
  onTyping,
}: {
  child: ChildSummary;
  target: FormTarget;
  queued?: OutboxItem;
  fields: FormFields;
  draftId: string;
  dispatch: (event: SaveEvent) => void;
  onTyping?: (typing: boolean) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const original = target.kind === 'edit' ? target.diary : null;
  const [saved, setSaved] = useState<Diary | null>(original);
  const clientId = useMemo(() => (queued?.target.kind === 'new' ? queued.target.clientId : newClientId()), [queued]);
  const keys = useMemo(() => new IdempotencyKeys(undefined, queued?.keys), [queued]);
  const { title, areas, content, photos, removedIds, setPhotos, setRemovedIds, setIssues } = fields;
  const titleIssue = title.trim().length > DIARY_TITLE_MAX ? t`Write at most ${DIARY_TITLE_MAX} characters.` : null;
  const entryDate = saved?.entryDate ?? (target.kind === 'new' ? target.date : '');
  const meals = mealsOn(child, entryDate);

  /**
   * The save reached the server or the outbox: the draft goes. A write the outbox keeps still holds
   * the page (the saved entry shows there until it is sent, decision 0053); otherwise it is let go.
   */
  const settle = async (hold = false) => {
    fields.settle();
    await removeDraft(draftId);
    onTyping?.(hold);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toAreas(areas, meals);
    setIssues(result.ok ? {} : result.issues);
    if (!result.ok || titleIssue) return;
    const empty =
      title.trim() === '' &&
      content.text.trim() === '' &&
      Object.values(result.areas).every((a) => a === null) &&
      photos.length === 0 &&
      (saved?.images.length ?? 0) === 0;
    if (empty) return dispatch({ type: 'refused', error: new Error(EMPTY_ENTRY) });
    dispatch({ type: 'submit' });
    const saveTarget: SaveTarget = queued ? queued.target : saved ? { kind: 'edit', diary: saved } : { kind: 'new', clientId, childId: child.id, entryDate };
    const draft = { title: title.trim() || null, areas: result.areas, content: content.json, contentText: content.text };
    const uploaded = new Set<string>();
    const queueInput = () => ({
      id: queued?.id ?? (saveTarget.kind === 'new' ? saveTarget.clientId : `edit-${saveTarget.diary.id}`),
      childId: child.id,
      entryDate,
      target: saveTarget,
      draft,
      removeImageIds: removedIds,
      images: photos.filter((p) => !uploaded.has(p.localId)).map((p) => ({ localId: p.localId, blob: p.blob })),
      keys,
    });
    const sent = async (diary: Diary) => {
      await settle();
      dispatch({ type: 'sent', diaryId: diary.id });
      // Leave first: the new-entry page would otherwise see the entry in its refreshed list and open the edit page.
      // Never the editor again on Back (decision 0073): opened from the entry's read page, saving
      // returns to it; otherwise the saved entry takes the editor's place in history.
      const fromEntry = saveTarget.kind === 'edit' && takeEditFromEntry(diary.id, router.history.location.state.__TSR_index);
      if (fromEntry) router.history.back();
      else await navigate({ to: '/diary/read/$diaryId', params: { diaryId: diary.id }, replace: true });
      void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(child.id) });
    };
    if (queued) {
      // The day's queued write opened here: it takes these words and the outbox sends it (decision 0033).
      const outcome = await saveQueuedWrite(queryClient, queueInput(), queued);
      if (outcome !== 'queued') return sent(outcome);
      await settle(true);
      return dispatch({ type: 'kept', itemId: queued.id, online: navigator.onLine });
    }
    try {
      const diary = await saveDiary(
        saveTarget,
        draft,
        { removeImageIds: removedIds, images: photos.map((p) => ({ localId: p.localId, blob: p.blob })) },
        keys,
        {
          onStep: (step) => dispatch({ type: 'step', step }),
          onImageProgress: (localId, fraction) => setPhotos((list) => list.map((p) => (p.localId === localId ? { ...p, progress: fraction, error: null } : p))),
          onSaved: (stored) => {
            setSaved(stored);
            queryClient.setQueryData(diaryKeys.entry(stored.id), stored);
          },
          onImageUploaded: (localId) => {
            uploaded.add(localId);
            setPhotos((list) => {
              const photo = list.find((p) => p.localId === localId);
              if (photo) URL.revokeObjectURL(photo.url);
              return list.filter((p) => p.localId !== localId);
            });
          },
        },
      );
      setRemovedIds([]);
      await sent(diary);
    } catch (failure) {
      if (isNetworkFailure(failure)) {
        // Offline, timed out or a 5xx: the outbox keeps the write (with this form's keys) and sends it by itself (decision 0021).
        // A day already holding a waiting write gets these words added to it, not a second write (decision 0033).
        const item = await queueWrite(queryClient, queueInput());
        await settle(true);
        return dispatch({ type: 'kept', itemId: item.id, online: navigator.onLine });
      }
      if (isApiError(failure) && failure.message === 'DiaryAlreadyWrittenException' && saveTarget.kind === 'new') {
        // The day got its entry elsewhere meanwhile: this write waits with the refused ones for the parent's choice (decision 0033).
        await diaryOutbox.keepRefused(queueInput(), failure.message);
        await settle();
        await navigate({ to: '/diary/write', search: { date: entryDate }, replace: true });
        void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(child.id) });
        return;
      }
      dispatch({ type: 'refused', error: failure });
      if (isApiError(failure) && failure.message === 'DiaryEditConflictException' && saveTarget.kind === 'edit') {
        // Another device saved first: take its version (the form keeps what was typed here) so that saving again applies it.
        const latest = await queryClient.fetchQuery({ ...diaryQuery(saveTarget.diary.id), staleTime: 0 }).catch(() => null);
        if (latest) setSaved(latest);
      }
      // A photo the server refused keeps its message under it; the rest of the entry is stored.
      setPhotos((list) => {
        const first = list.find((p) => p.progress !== null);
        return first ? list.map((p) => (p === first ? { ...p, error: errorText(failure) ?? t`Upload failed.` } : { ...p, progress: null })) : list;
      });
    }
  };

  return { saved, original, submit, titleIssue, entryDate, meals };
}
