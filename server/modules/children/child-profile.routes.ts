import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import { PROFILE_IMAGE_PATH } from '../../../src/contract/child-profile-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { children } from '../../db/schema/children.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { signedImageResponse } from '../../lib/signed-image-response.ts';
import { createChildProfileService } from './child-profile.service.ts';
import { ownChild } from './own-child.ts';
import { checkDeclaredType, claimImageUpload } from '../../lib/images.ts';
import { processProfileImage, readProfileImageBody } from './profile-image.ts';
import { filesApi } from '../../../src/contract/files-api.ts';

/** Decisions 0011, 0012: edit and delete a child; upload, replace, remove and serve its profile image. */
export function childProfileRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const service = createChildProfileService(deps);

  mount(app, api.editChild, ({ user, params, body }) => service.edit(user.id, params.id, body));
  mount(app, api.deleteChild, ({ user, params }) => service.remove(user.id, params.id));
  mount(app, api.deleteChildImage, ({ user, params }) => service.removeImage(user.id, params.id));

  mount(app, api.uploadChildImage, async ({ c, user, params }) => {
    const id = params.id;
    await ownChild(db, user.id, id); // 404 before reading or decoding anything
    checkDeclaredType(c.req.header('content-type'));
    await claimImageUpload(deps.rate, user.id);
    const image = await processProfileImage(await readProfileImageBody(c.req.raw));
    return service.setImage(user.id, id, image);
  });

  mountFile(app, filesApi.childImage, async ({ c, params: { id }, query }) => {
    const [row] = await db.select({ key: children.profileImageKey }).from(children).where(eq(children.id, id)).limit(1);
    return signedImageResponse(c, deps, { path: buildPath(PROFILE_IMAGE_PATH, { id }), query }, row?.key, `child-${id}`);
  });
}
