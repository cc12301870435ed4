import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { filesApi } from '../../../src/contract/files-api.ts';
import { PREGNANCY_PHOTO_LIMIT_BYTES, PREGNANCY_PHOTO_PATH, pregnancyApi } from '../../../src/contract/pregnancy-api.ts';
import { pregnancyPhotos } from '../../db/schema/pregnancy.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { checkDeclaredType, claimImageUpload, processImage, readBodyLimited } from '../../lib/images.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { signedImageResponse } from '../../lib/signed-image-response.ts';
import { forgetFiles } from '../../lib/stored-files.ts';
import { familyChild } from '../children/own-child.ts';
import { addPregnancyPhoto, checkPhotoTarget, removePregnancyPhoto } from './pregnancy-photos.ts';
import { deletePregnancyEntry, pregnancyDiary, putPregnancyEntry } from './pregnancy.service.ts';

/** Longest side of a stored ultrasound photo (a print's detail on a phone at 3×). */
const PREGNANCY_PHOTO_MAX_SIDE = 1600;

/** 태교일기 (decisions 0100, 0101, src/contract/pregnancy-api.ts): the child's family reads and writes it. */
export function pregnancyRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, urls } = deps;
  const photoDeps = { db, storage: deps.storage, log: deps.log, urls, clock };
  mount(app, pregnancyApi.pregnancyDiary, async ({ user, params }) => pregnancyDiary(db, await familyChild(db, user.id, params.id), urls, clock.now()));
  mount(app, pregnancyApi.putPregnancyEntry, ({ user, params, body }) => putPregnancyEntry(db, urls, user.id, params.id, params.clientId, body, clock.now()));
  mount(app, pregnancyApi.deletePregnancyEntry, async ({ user, params }) => {
    await forgetFiles(deps, await deletePregnancyEntry(db, user.id, params.id, params.clientId), 'a removed pregnancy entry');
    return null;
  });
  mount(app, pregnancyApi.addPregnancyPhoto, async ({ c, user, params }) => {
    const target = { memberId: user.id, childId: params.id, clientId: params.clientId };
    await checkPhotoTarget(db, target); // 404 and 409 before reading or decoding anything
    checkDeclaredType(c.req.header('content-type'));
    await claimImageUpload(deps.rate, user.id);
    const bytes = await readBodyLimited(c.req.raw, PREGNANCY_PHOTO_LIMIT_BYTES, 'RequestBodyTooLargeException');
    const image = await processImage(bytes, { maxSide: PREGNANCY_PHOTO_MAX_SIDE, illegal: 'UnsupportedMediaType' });
    return addPregnancyPhoto(photoDeps, target, image);
  });
  mount(app, pregnancyApi.deletePregnancyPhoto, ({ user, params }) =>
    removePregnancyPhoto(photoDeps, { memberId: user.id, childId: params.id, clientId: params.clientId }, params.photoId),
  );
  mountFile(app, filesApi.pregnancyPhoto, async ({ c, params: { photoId }, query }) => {
    const [row] = await db.select({ key: pregnancyPhotos.storageKey }).from(pregnancyPhotos).where(eq(pregnancyPhotos.id, photoId)).limit(1);
    return signedImageResponse(c, deps, { path: buildPath(PREGNANCY_PHOTO_PATH, { photoId }), query }, row?.key, `ultrasound-${photoId}`);
  });
}
