/**
 * Diary drafts (decision 0021): the write form's state — title, areas, Lexical JSON and
 * text, new photos as Blobs — autosaved in IndexedDB per child+date (new entry) or diary id (edit),
 * restored when the write page opens, removed once the server acknowledged the save (or the outbox took it).
 */
import { idbTable } from '../../../lib/storage/idb.ts';

export type DiaryDraftRecord<Areas> = {
  title: string;
  areas: Areas;
  content: Record<string, unknown> | null;
  contentText: string;
  photos: { localId: string; blob: Blob }[];
  removedIds: number[];
  savedAt: number;
};

export const draftKey = (target: { kind: 'new'; childId: number; date: string } | { kind: 'edit'; diaryId: number }): string =>
  target.kind === 'new' ? `new:${target.childId}:${target.date}` : `edit:${target.diaryId}`;

const table = idbTable<DiaryDraftRecord<unknown>>('dodam-drafts');

export async function loadDraft<Areas>(key: string): Promise<DiaryDraftRecord<Areas> | null> {
  try {
    return ((await table.get(key)) as DiaryDraftRecord<Areas> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** True once stored; false (logged) when IndexedDB refused it. */
export function saveDraft<Areas>(key: string, draft: DiaryDraftRecord<Areas>): Promise<boolean> {
  return table.set(key, draft).then(
    () => true,
    (error: unknown) => {
      console.error('draft not saved', error);
      return false;
    },
  );
}

export function removeDraft(key: string): Promise<void> {
  return table.del(key).catch(() => undefined);
}

const placedListeners = new Set<(key: string) => void>();

/** A draft put in place from outside its form (a refused write kept as a draft, decision 0033): an open form of that entry reloads it. */
export async function placeDraft<Areas>(key: string, draft: DiaryDraftRecord<Areas>): Promise<boolean> {
  const stored = await saveDraft(key, draft);
  if (stored) placedListeners.forEach((listener) => listener(key));
  return stored;
}

export function onDraftPlaced(listener: (key: string) => void): () => void {
  placedListeners.add(listener);
  return () => placedListeners.delete(listener);
}
