/**
 * The one save path of a diary entry (decisions 0020, 0033): the API calls of one write, made by the
 * outbox's flush (decision 0021) and by an online save: create with the form's client UUID (`clientId`) or edit with the stored
 * `version`, then remove the photos taken out and upload the new ones with progress. Every write
 * carries an `Idempotency-Key`; an attempt repeated with the same body reuses its key, so a retry
 * after a lost answer gets the first response instead of a second entry (ARCHITECTURE §5).
 */
import { diaryApi } from '../../contract/diary-api.ts';
import type { Diary, DiaryAreas } from '../../contract/diary.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { upload } from '../../lib/api/upload.ts';
import { mergeText } from './merge-content.ts';

export type DiaryDraft = {
  title: string | null;
  areas: DiaryAreas;
  content: Record<string, unknown> | null;
  contentText: string;
};

export type PendingImage = { localId: string; blob: Blob };

export type SaveTarget = { kind: 'new'; clientId: string; childId: number; entryDate: string } | { kind: 'edit'; diary: Diary };

export type SaveCallbacks = {
  /** Which step runs now: the entry itself, then each photo (index of total). */
  onStep?: (step: { kind: 'entry' } | { kind: 'image'; index: number; total: number }) => void;
  onImageProgress?: (localId: string, fraction: number) => void;
  /** The entry as stored after each step: a later failure leaves the caller with the saved entry. */
  onSaved?: (diary: Diary) => void;
  /** A photo is stored: the caller drops it from its pending list. */
  onImageUploaded?: (localId: string) => void;
};

/** Remembers the key of the last attempt per request so that a retry of the same body replays it. */
export class IdempotencyKeys {
  private readonly keys = new Map<string, { body: string; key: string }>();
  constructor(
    private readonly newKey: () => string = () => crypto.randomUUID(),
    saved: Readonly<Record<string, { body: string; key: string }>> = {},
  ) {
    for (const [request, entry] of Object.entries(saved)) this.keys.set(request, entry);
  }
  /** The keys as plain data, stored with a queued write so that its retries replay (outbox). */
  toJSON(): Record<string, { body: string; key: string }> {
    return Object.fromEntries(this.keys);
  }
  keyFor(request: string, body: unknown): string {
    const text = JSON.stringify(body);
    const last = this.keys.get(request);
    if (last && last.body === text) return last.key;
    const key = this.newKey();
    this.keys.set(request, { body: text, key });
    return key;
  }
}

export const newClientId = (): string => crypto.randomUUID();

/** The stored entry already holds these words (a create answered by the entry this very body made). */
const sameWords = (diary: Diary, draft: DiaryDraft): boolean => diary.contentText === draft.contentText && (diary.title ?? null) === (draft.title ?? null);

/**
 * This write applied on top of the stored entry without losing the stored words (decision 0033): the
 * stored text followed by the blocks only this write holds; the areas this write filled in replace
 * the stored ones, the title is this write's unless it has none.
 */
export function mergedDraft(stored: Diary, draft: DiaryDraft): DiaryDraft {
  const filled = Object.fromEntries(Object.entries(draft.areas).filter(([, value]) => value !== null));
  return { title: draft.title ?? stored.title, areas: { ...stored.areas, ...filled }, ...mergeText(stored, draft) };
}

const CONFLICT_ATTEMPTS = 3;

/**
 * PATCH with the stored version. Another tab or device saved first (DiaryEditConflictException): the
 * latest version is read and this write is merged into it rather than overwriting the other save's
 * words (decision 0033; decision 0020 had the form show the conflict and overwrite on the next save).
 */
async function editEntry(base: Diary, first: DiaryDraft, draft: DiaryDraft, keys: IdempotencyKeys): Promise<Diary> {
  let current = base;
  let fields = first;
  for (let attempt = 1; ; attempt += 1) {
    const body = { version: current.version, ...fields };
    try {
      return await call(diaryApi.editDiary, { params: { id: current.id }, body, headers: { 'Idempotency-Key': keys.keyFor(`edit:${current.id}`, body) } });
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isApiError(error) || error.message !== 'DiaryEditConflictException') throw error;
      current = await call(diaryApi.diary, { params: { id: current.id }, navigateOnError: false });
      fields = mergedDraft(current, draft);
    }
  }
}

async function saveEntry(target: SaveTarget, draft: DiaryDraft, keys: IdempotencyKeys): Promise<Diary> {
  if (target.kind === 'new') {
    const body = { clientId: target.clientId, childId: target.childId, entryDate: target.entryDate, ...draft };
    const diary = await call(diaryApi.createDiary, { body, headers: { 'Idempotency-Key': keys.keyFor(`create:${target.clientId}`, body) } });
    // The server answered the entry an earlier body of this clientId made (a queued write edited after
    // its first send lost the answer): this body goes on top of it.
    return sameWords(diary, draft) ? diary : editEntry(diary, mergedDraft(diary, draft), draft, keys);
  }
  return editEntry(target.diary, draft, draft, keys);
}

/**
 * Save the entry, then remove `removeImageIds`, then upload `images` one after the other. Throws
 * the first failure; `onSaved` has by then reported what is stored (the entry exists, some photos
 * may be up), so the form switches to editing that entry and offers the rest again.
 */
export async function saveDiary(
  target: SaveTarget,
  draft: DiaryDraft,
  changes: { removeImageIds: readonly number[]; images: readonly PendingImage[] },
  keys: IdempotencyKeys,
  callbacks: SaveCallbacks = {},
): Promise<Diary> {
  callbacks.onStep?.({ kind: 'entry' });
  let diary = await saveEntry(target, draft, keys);
  callbacks.onSaved?.(diary);
  for (const imageId of changes.removeImageIds) {
    if (!diary.images.some((image) => image.id === imageId)) continue;
    diary = await call(diaryApi.deleteDiaryImage, { params: { id: diary.id, imageId } });
    callbacks.onSaved?.(diary);
  }
  for (const [index, image] of changes.images.entries()) {
    callbacks.onStep?.({ kind: 'image', index, total: changes.images.length });
    diary = await upload(diaryApi.addDiaryImage, {
      params: { id: diary.id },
      file: image.blob,
      onProgress: (fraction) => callbacks.onImageProgress?.(image.localId, fraction),
    });
    callbacks.onSaved?.(diary);
    callbacks.onImageUploaded?.(image.localId);
  }
  return diary;
}
