import { useEffect, useRef, useState } from 'react';
import type { Diary } from '../../contract/diary.ts';
import { emptyAreaForm, fromAreas, type AreaForm, type AreaIssues } from './area-form.ts';
import { saveDraft } from './offline/drafts.ts';
import { useRevokeOnUnmount, type NewPhoto } from './photo-picker.tsx';
import type { Restored } from './form-target.ts';

export type StoryText = { json: Record<string, unknown> | null; text: string };

/**
 * What is typed in the diary form, autosaved as the entry's draft while there is something unsaved
 * (decision 0021). The draft stops once `settle()` says the save reached the server or the outbox.
 * A form that goes away before the pause is over saves at once: the last words typed are not dropped.
 */
export function useFormFields({
  original,
  restored,
  draftId,
  dirtyAtStart,
}: {
  original: Diary | null;
  restored: Restored | null;
  draftId: string;
  dirtyAtStart: boolean;
}) {
  const [title, setTitle] = useState(restored?.title ?? original?.title ?? '');
  const [areas, setAreas] = useState<AreaForm>(() => restored?.areas ?? (original ? fromAreas(original.areas) : emptyAreaForm()));
  const [content, setContent] = useState<StoryText>(
    restored ? { json: restored.content, text: restored.contentText } : { json: original?.content ?? null, text: original?.contentText ?? '' },
  );
  const [removedIds, setRemovedIds] = useState<number[]>(restored?.removedIds ?? []);
  const [photos, setPhotos] = useState<NewPhoto[]>(() =>
    (restored?.photos ?? []).map((p) => ({ ...p, url: URL.createObjectURL(p.blob), progress: null, error: null })),
  );
  const [issues, setIssues] = useState<AreaIssues>({});
  const [dirty, setDirty] = useState(dirtyAtStart);
  const settled = useRef(false);
  useRevokeOnUnmount(photos);
  const unmounting = useRef(false);
  useEffect(() => {
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);

  useEffect(() => {
    if (!dirty || settled.current) return;
    const save = () => {
      if (settled.current) return;
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

  return {
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
    setIssues,
    dirty,
    touch: () => setDirty(true),
    /** The save reached the server or the outbox: no more autosave, and leaving needs no warning. */
    settle: () => {
      settled.current = true;
    },
    settled,
  };
}

export type FormFields = ReturnType<typeof useFormFields>;
