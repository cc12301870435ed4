/**
 * The one save path of a diary entry (issue 4 §1; the offline outbox of §3 slots in here). Today it
 * calls the API directly: create with the form's client UUID (`clientId`) or edit with the stored
 * `version`, then remove the photos taken out and upload the new ones with progress. Every write
 * carries an `Idempotency-Key`; an attempt repeated with the same body reuses its key, so a retry
 * after a lost answer gets the first response instead of a second entry (ARCHITECTURE §5).
 */
import { diaryApi } from '../../contract/diary-api.ts';
import type { Diary, DiaryAreas } from '../../contract/diary.ts';
import { call } from '../api/call.ts';
import { upload } from '../api/upload.ts';

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

async function saveEntry(target: SaveTarget, draft: DiaryDraft, keys: IdempotencyKeys): Promise<Diary> {
  if (target.kind === 'new') {
    const body = { clientId: target.clientId, childId: target.childId, entryDate: target.entryDate, ...draft };
    return call(diaryApi.createDiary, { body, headers: { 'Idempotency-Key': keys.keyFor(`create:${target.clientId}`, body) } });
  }
  const body = { version: target.diary.version, ...draft };
  return call(diaryApi.editDiary, { params: { id: target.diary.id }, body, headers: { 'Idempotency-Key': keys.keyFor(`edit:${target.diary.id}`, body) } });
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
