/**
 * Ultrasound photos of the pregnancy diary (decision 0101): stored as the diary's photos are — the
 * file first, then its row under the child's lock (store then commit, decision 0091) — at most
 * PREGNANCY_PHOTO_MAX on an entry, only while the diary is open (before the birth).
 */
import { and, count, eq } from 'drizzle-orm';
import { PREGNANCY_PHOTO_MAX, type PregnancyEntry } from '../../../src/contract/pregnancy-api.ts';
import type { Db } from '../../db/client.ts';
import { pregnancyPhotos } from '../../db/schema/pregnancy.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProcessedImage } from '../../lib/images.ts';
import { forgetFiles, storeThenCommit } from '../../lib/stored-files.ts';
import { familyChild } from '../children/own-child.ts';
import { entryRow, isOpen, readEntry } from './pregnancy.service.ts';

type PhotoDeps = Pick<Deps, 'storage' | 'log' | 'urls' | 'clock'> & { db: Db };
export type PhotoTarget = { memberId: number; childId: number; clientId: string };

/** The checks an upload passes before its body is decoded: the family's child, open, the entry there. */
export async function checkPhotoTarget(db: Db, target: PhotoTarget): Promise<void> {
  const child = await familyChild(db, target.memberId, target.childId);
  if (!isOpen(child)) throw new AppError('PregnancyDiaryClosedException');
  await entryRow(db, target.childId, target.clientId);
}

export async function addPregnancyPhoto(deps: PhotoDeps, target: PhotoTarget, image: ProcessedImage): Promise<PregnancyEntry> {
  const { db, urls, clock } = deps;
  return storeThenCommit(deps, { folder: 'pregnancy', ...image }, (key) =>
    db.transaction(async (tx) => {
      // The checks again under the lock: the child born, the entry removed or the cap reached meanwhile.
      const child = await familyChild(tx, target.memberId, target.childId, { lock: true });
      if (!isOpen(child)) throw new AppError('PregnancyDiaryClosedException');
      const entry = await entryRow(tx, target.childId, target.clientId);
      const [counted] = await tx.select({ n: count() }).from(pregnancyPhotos).where(eq(pregnancyPhotos.entryId, entry.id));
      if ((counted?.n ?? 0) >= PREGNANCY_PHOTO_MAX) throw new AppError('TooManyPregnancyPhotosException');
      await tx.insert(pregnancyPhotos).values({ entryId: entry.id, storageKey: key, width: image.width, height: image.height });
      return readEntry(tx, target.childId, target.clientId, urls, clock.now());
    }),
  );
}

/** Removes a photo of the entry (404 NotFound when it has none of that id), its file after the commit. */
export async function removePregnancyPhoto(deps: PhotoDeps, target: PhotoTarget, photoId: number): Promise<PregnancyEntry> {
  const { db, urls, clock } = deps;
  const { view, key } = await db.transaction(async (tx) => {
    const child = await familyChild(tx, target.memberId, target.childId, { lock: true });
    if (!isOpen(child)) throw new AppError('PregnancyDiaryClosedException');
    const entry = await entryRow(tx, target.childId, target.clientId);
    const [photo] = await tx
      .delete(pregnancyPhotos)
      .where(and(eq(pregnancyPhotos.id, photoId), eq(pregnancyPhotos.entryId, entry.id)))
      .returning({ key: pregnancyPhotos.storageKey });
    if (!photo) throw new AppError('NotFound');
    return { view: await readEntry(tx, target.childId, target.clientId, urls, clock.now()), key: photo.key };
  });
  await forgetFiles(deps, [key], 'a removed ultrasound photo');
  return view;
}
