/** An inquiry row as its member reads it (decision 0072): the photo as a signed link (decision 0012). */
import { buildPath } from '../../../src/contract/endpoint.ts';
import { INQUIRY_PHOTO_PATH, type MemberInquiry } from '../../../src/contract/inquiries.ts';
import type { inquiries } from '../../db/schema/inquiries.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';

export type InquiryRow = typeof inquiries.$inferSelect;

/** The photo's signed link, for the member and the back office alike (the signature is the permission). */
export const inquiryPhotoUrl = (urls: UrlSigner, row: Pick<InquiryRow, 'id' | 'photoKey'>, now: Date): string | null =>
  row.photoKey ? urls.sign(buildPath(INQUIRY_PHOTO_PATH, { inquiryId: row.id }), row.photoKey, now) : null;

export function memberInquiryOf(row: InquiryRow, urls: UrlSigner, now: Date): MemberInquiry {
  return {
    id: row.id,
    topic: row.topic,
    status: row.status,
    content: row.content,
    photoUrl: inquiryPhotoUrl(urls, row, now),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerUnread: row.status === 'ANSWERED' && row.answerReadAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}
