import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { adminInquiriesApi } from '../../../src/contract/admin-inquiries-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { INQUIRY_PHOTO_LIMIT_BYTES, INQUIRY_PHOTO_PATH } from '../../../src/contract/inquiries.ts';
import { inquiriesApi } from '../../../src/contract/inquiries-api.ts';
import { filesApi } from '../../../src/contract/files-api.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkDeclaredType, claimImageUpload, processImage, readBodyLimited } from '../../lib/images.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { signedImageResponse } from '../../lib/signed-image-response.ts';
import { actorOf, type AuditActor } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { answerInquiry, inquiryCsv, inquiryDetail, inquiryList } from './inquiry-admin.ts';
import { createMemberInquiries } from './member-inquiries.ts';

/** Longest side of a stored inquiry photo: a screenshot or a phone photo an admin can read. */
const INQUIRY_PHOTO_MAX_SIDE = 1600;

/** 1:1 inquiries (decision 0072): the member's, the back office's list, detail and answer, and the photo file. */
export function inquiriesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  const member = createMemberInquiries(deps);

  mount(app, inquiriesApi.memberInquiries, ({ user }) => member.list(user.id));
  mount(app, inquiriesApi.createInquiry, ({ user, body }) => member.create(user.id, body));
  mount(app, inquiriesApi.memberInquiry, ({ user, params }) => member.read(user.id, params.inquiryId));
  mount(app, inquiriesApi.uploadInquiryPhoto, async ({ c, user, params }) => {
    await member.checkPhotoAllowed(user.id, params.inquiryId); // 404 and 409 before reading or decoding anything
    checkDeclaredType(c.req.header('content-type'));
    await claimImageUpload(deps.rate, user.id);
    const bytes = await readBodyLimited(c.req.raw, INQUIRY_PHOTO_LIMIT_BYTES, 'RequestBodyTooLargeException');
    const image = await processImage(bytes, { maxSide: INQUIRY_PHOTO_MAX_SIDE, illegal: 'UnsupportedMediaType' });
    return member.attachPhoto(user.id, params.inquiryId, image);
  });

  mountFile(app, filesApi.inquiryPhoto, async ({ c, params: { inquiryId }, query }) => {
    const [row] = await db.select({ key: inquiries.photoKey }).from(inquiries).where(eq(inquiries.id, inquiryId)).limit(1);
    const path = buildPath(INQUIRY_PHOTO_PATH, { inquiryId });
    return signedImageResponse(c, deps, { path, query }, row?.key, `inquiry-photo-${String(inquiryId)}`);
  });

  mount(app, adminInquiriesApi.adminInquiries, ({ query }) => inquiryList(db, query));
  mountFile(app, adminInquiriesApi.adminInquiriesCsv, ({ c, query }) => exportCsv(db, c, clock.now(), inquiryCsv(db, query)));
  /** The inquiry as it is now; reading a member's own words writes the view row (decision 0048). */
  const detail = async (actor: AuditActor, id: number) => {
    const now = clock.now();
    const found = await inquiryDetail(db, deps.urls, id, now);
    if (!found) throw new AppError('NoSuchInquiryException');
    await recordView(db, actor, { resourceKind: 'inquiry', resourceId: id, memberId: found.member.id }, now);
    return found;
  };
  mount(app, adminInquiriesApi.adminInquiry, ({ c, params }) => detail(actorOf(c), params.inquiryId));
  mount(app, adminInquiriesApi.answerInquiry, async ({ c, params, body }) => {
    await answerInquiry(deps, actorOf(c), params.inquiryId, body.answer);
    return detail(actorOf(c), params.inquiryId);
  });
}
