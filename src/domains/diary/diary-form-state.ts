import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { DIARY_TITLE_MAX, type Diary } from '../../contract/diary.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { removeDraft, saveDraft } from './drafts.ts';
import { diaryOutbox } from './diary-outbox.ts';
import { isNetworkFailure, type OutboxItem } from './outbox.ts';
import { IdempotencyKeys, newClientId, saveDiary, type SaveTarget } from './save-diary.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryKeys, diaryQuery } from '../../lib/query/diary-queries.ts';
import { emptyAreaForm, fromAreas, toAreas, type AreaForm, type AreaIssues } from './area-form.ts';
import { mealsOn } from './child.ts';
import { useRevokeOnUnmount, type NewPhoto } from './photo-picker.tsx';
import { queueWrite, saveQueuedWrite } from './queue-write.ts';
import type { FormTarget, Restored } from './diary-form.tsx';
import './catalog.ts';

type Progress = { kind: 'entry' } | { kind: 'image'; index: number; total: number } | null;

export type DiaryFormProps = {
  child: ChildSummary;
  target: FormTarget;
  draftId: string;
  restored: Restored | null;
  queued?: OutboxItem;
  onTyping?: (typing: boolean) => void;
};

/**
 * The state of the diary form: what is typed, the autosaved draft (decision 0021), and the save with
 * its three ends — sent, queued offline (decision 0021) or refused for the parent's choice (decision 0033).
 */
export function useDiaryFormState({ child, target, draftId, restored, queued, onTyping }: DiaryFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const original = target.kind === 'edit' ? target.diary : null;

  const [saved, setSaved] = useState<Diary | null>(original);
  const [title, setTitle] = useState(restored?.title ?? original?.title ?? '');
  const [areas, setAreas] = useState<AreaForm>(() => restored?.areas ?? (original ? fromAreas(original.areas) : emptyAreaForm()));
  const [content, setContent] = useState<{ json: Record<string, unknown> | null; text: string }>(
    restored ? { json: restored.content, text: restored.contentText } : { json: original?.content ?? null, text: original?.contentText ?? '' },
  );
  const [removedIds, setRemovedIds] = useState<number[]>(restored?.removedIds ?? []);
  const [photos, setPhotos] = useState<NewPhoto[]>(() =>
    (restored?.photos ?? []).map((p) => ({ ...p, url: URL.createObjectURL(p.blob), progress: null, error: null })),
  );
  const [issues, setIssues] = useState<AreaIssues>({});
  const [dirty, setDirty] = useState(restored !== null && !queued);
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<unknown>(null);
  const [waiting, setWaiting] = useState(false);
  const done = useRef(false);
  const clientId = useMemo(() => (queued?.target.kind === 'new' ? queued.target.clientId : newClientId()), [queued]);
  const keys = useMemo(() => new IdempotencyKeys(undefined, queued?.keys), [queued]);
  useRevokeOnUnmount(photos);
  const unmounting = useRef(false);
  useEffect(() => {
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);
  useEffect(() => {
    if (dirty && !done.current) onTyping?.(true);
  }, [dirty, onTyping]);
  // A parent who has started using the form holds the page too: focus comes before the first key (decision 0033).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const hold = () => {
      if (!done.current) onTyping?.(true);
    };
    form.addEventListener('focusin', hold);
    return () => form.removeEventListener('focusin', hold);
  }, [waiting, onTyping]);

  // Autosave (debounced) while there is something unsaved; the draft goes once the save is acknowledged or queued.
  // A form that goes away before the pause is over saves at once: the last words typed are not dropped.
  useEffect(() => {
    if (!dirty || done.current) return;
    const save = () => {
      if (done.current) return;
      void saveDraft(draftId, {
        title,
        areas,
        content: content.json,
        contentText: content.text,
        photos: photos.map((p) => ({ localId: p.localId, blob: p.blob })),
        removedIds,
        savedAt: Date.now(),
      });
    };
    const timer = window.setTimeout(save, 400);
    return () => {
      window.clearTimeout(timer);
      if (unmounting.current) save();
    };
  }, [dirty, draftId, title, areas, content, photos, removedIds]);

  const touch = () => setDirty(true);
  const busy = progress !== null;
  const titleIssue = title.trim().length > DIARY_TITLE_MAX ? t`Write at most ${DIARY_TITLE_MAX} characters.` : null;
  const entryDate = saved?.entryDate ?? (target.kind === 'new' ? target.date : '');
  const meals = mealsOn(child, entryDate);

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
    if (empty) {
      setError(new Error('empty'));
      return;
    }
    setError(null);
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
    if (queued) {
      // The day's queued write opened here: it takes these words and the outbox sends it (decision 0033).
      setProgress({ kind: 'entry' });
      const outcome = await saveQueuedWrite(queryClient, queueInput(), queued).finally(() => setProgress(null));
      done.current = true;
      await removeDraft(draftId);
      if (outcome === 'queued') setWaiting(true);
      else await navigate({ to: '/diary/read/$diaryId', params: { diaryId: String(outcome.id) } });
      return;
    }
    try {
      const diary = await saveDiary(
        saveTarget,
        draft,
        { removeImageIds: removedIds, images: photos.map((p) => ({ localId: p.localId, blob: p.blob })) },
        keys,
        {
          onStep: setProgress,
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
      done.current = true;
      await removeDraft(draftId);
      // Leave first: the new-entry page would otherwise see the entry in its refreshed list and open the edit page.
      await navigate({ to: '/diary/read/$diaryId', params: { diaryId: String(diary.id) } });
      void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(child.id) });
    } catch (failure) {
      if (isNetworkFailure(failure)) {
        // Offline or timed out: the outbox keeps the write (with this form's keys) and sends it when online (decision 0021).
        // A day already holding a waiting write gets these words added to it, not a second write (decision 0033).
        await queueWrite(queryClient, queueInput());
        done.current = true;
        await removeDraft(draftId);
        setWaiting(true);
        onTyping?.(false);
        return;
      }
      if (isApiError(failure) && failure.message === 'DiaryAlreadyWrittenException' && saveTarget.kind === 'new') {
        // The day got its entry elsewhere meanwhile: this write waits with the refused ones for the parent's choice (decision 0033).
        await diaryOutbox.keepRefused(queueInput(), failure.message);
        done.current = true;
        await removeDraft(draftId);
        onTyping?.(false);
        await navigate({ to: '/diary/write', search: { date: entryDate }, replace: true });
        void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(child.id) });
        return;
      }
      setError(failure);
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
    } finally {
      setProgress(null);
    }
  };

  const failure = error instanceof Error && error.message === 'empty' ? t`Write something, record an area or add a photo before saving.` : errorText(error);
  const expired = isApiError(error) && error.message === 'DiaryEditExpiredException';
  const dayLabel = formatKoreanMonthDayWeekday(entryDate);
  return {
    saved,
    title,
    setTitle,
    areas,
    setAreas,
    content,
    setContent,
    removedIds,
    setRemovedIds,
    photos,
    setPhotos,
    issues,
    dirty,
    formRef,
    progress,
    waiting,
    done,
    touch,
    busy,
    titleIssue,
    entryDate,
    meals,
    submit,
    failure,
    expired,
    dayLabel,
    original,
  };
}
