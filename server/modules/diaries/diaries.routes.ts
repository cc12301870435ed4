import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { DIARY_IMAGE_LIMIT_BYTES } from '../../../src/contract/diary.ts';
import { DIARY_IMAGE_PATH, diaryApi } from '../../../src/contract/diary-api.ts';
import { diarySearchApi } from '../../../src/contract/diary-search-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { diaryImages } from '../../db/schema/diaries.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { idempotencyKeyOf, mountIdempotent, requestHash, runIdempotent, storedAnswer } from '../../lib/idempotency.ts';
import { checkDeclaredType, claimImageUpload, processImage, readBodyLimited } from '../../lib/images.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { storeThenCommit } from '../../lib/stored-files.ts';
import { signedImageResponse } from '../../lib/signed-image-response.ts';
import { createDiaryService } from './diaries.service.ts';
import { filesApi } from '../../../src/contract/files-api.ts';

/** Longest side of a stored diary photo (a phone screen at 3×, full width). */
export const DIARY_IMAGE_MAX_SIDE = 1600;

/** Decision 0017: the member's diary; creates, edits, shares and photo uploads are idempotent (ARCHITECTURE §5). */
export function diariesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const service = createDiaryService(deps);

  // The Lexical state's body cap (DIARY_JSON_LIMIT_BYTES) is server/lib/body-limit.ts's, with every other cap.
  mount(app, diaryApi.diaries, async ({ user, query }) => ({ diaries: await service.list(user.id, query) }));
  mount(app, diarySearchApi.searchDiaries, ({ user, query }) => service.search(user.id, query));
  mountIdempotent(app, deps, diaryApi.createDiary, ({ tx, user, body }) => service.create(tx, user.id, body));
  mount(app, diaryApi.diary, ({ user, params }) => service.read(user.id, params.id));
  mountIdempotent(app, deps, diaryApi.editDiary, ({ tx, user, params, body }) => service.edit(tx, user.id, params.id, body));
  mount(app, diaryApi.deleteDiary, ({ user, params }) => service.remove(user.id, params.id));
  mountIdempotent(app, deps, diaryApi.shareDiary, ({ tx, user, params, body }) => service.share(tx, user.id, params.id, body.shared));
  mount(app, diaryApi.deleteDiaryImage, ({ user, params }) => service.removeImage(user.id, params.id, params.imageId));

  // The raw body is the picture; the request hash covers its bytes.
  const parseDiary = (stored: unknown) => v.parse(diaryApi.addDiaryImage.response, stored);
  mount(app, diaryApi.addDiaryImage, async ({ c, user, params: { id } }) => {
    const key = idempotencyKeyOf(c);
    checkDeclaredType(c.req.header('content-type'));
    await claimImageUpload(deps.rate, user.id);
    const bytes = await readBodyLimited(c.req.raw, DIARY_IMAGE_LIMIT_BYTES, 'DiaryImageTooLargeException');
    const request = { userId: user.id, key, hash: requestHash('POST', c.req.path, bytes) };
    // A replay answers before any decoding or storing.
    const replay = await storedAnswer(db, request, parseDiary, deps.clock.now());
    if (replay) return replay;
    // 404 and 410 before decoding anything.
    service.checkEditable(await service.familyDiary(db, user.id, id));
    const image = await processImage(bytes, { maxSide: DIARY_IMAGE_MAX_SIDE, illegal: 'IllegalDiaryContentImageTypeException' });
    let attached = false;
    return storeThenCommit(
      deps,
      { folder: 'diary', ...image },
      (fileKey) =>
        runIdempotent(db, deps.clock, request, parseDiary, (tx) => {
          attached = true;
          return service.attachImage(tx, user.id, id, { key: fileKey, width: image.width, height: image.height });
        }),
      () => attached, // false: a concurrent replay stored the photo already, this copy is named by nothing
    );
  });

  mountFile(app, filesApi.diaryImage, async ({ c, params: { imageId }, query }) => {
    const [row] = await db.select({ key: diaryImages.storageKey }).from(diaryImages).where(eq(diaryImages.id, imageId)).limit(1);
    return signedImageResponse(c, deps, { path: buildPath(DIARY_IMAGE_PATH, { imageId }), query }, row?.key, `diary-photo-${imageId}`);
  });
}
