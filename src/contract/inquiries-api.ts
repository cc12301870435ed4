/**
 * The member's 1:1 inquiries (decision 0072). A restricted member may make these calls too
 * (server/lib/auth-middleware.ts restrictedMayCall): SPEC §2 leaves them a way to the operator.
 */
import { endpoint } from './endpoint.ts';
import { InquiryCreateBody, MemberInquiry, MemberInquiryList } from './inquiries.ts';
import { rowIdText } from './primitives.ts';

const member = ['ROLE_MEMBER'] as const;
const InquiryIdText = rowIdText();

export const inquiriesApi = {
  memberInquiries: endpoint({
    method: 'GET',
    path: '/api/members/inquiries',
    access: member,
    summary: "The member's inquiries, newest first (at most 100), with how many wait for an answer and how many answers are unread",
    response: MemberInquiryList,
  }),
  createInquiry: endpoint({
    method: 'POST',
    path: '/api/members/inquiries',
    access: member,
    summary: 'Send an inquiry: a topic and 1-2,000 characters of plain text; at most INQUIRY_OPEN_MAX waiting at once (InquiryLimitExceededException)',
    body: InquiryCreateBody,
    response: MemberInquiry,
  }),
  memberInquiry: endpoint({
    method: 'GET',
    path: '/api/members/inquiries/:inquiryId',
    params: { inquiryId: InquiryIdText },
    access: member,
    summary: "One of the member's inquiries with the answer; opening an answered one marks the answer read (NoSuchInquiryException)",
    response: MemberInquiry,
  }),
  uploadInquiryPhoto: endpoint({
    method: 'PUT',
    path: '/api/members/inquiries/:inquiryId/photo',
    params: { inquiryId: InquiryIdText },
    access: member,
    summary:
      'Attach or replace the photo of a waiting inquiry: the raw bytes of a JPG, PNG, GIF or WEBP as the body (checked by content, re-encoded), at most INQUIRY_PHOTO_LIMIT_BYTES',
    consumes: 'image/*',
    response: MemberInquiry,
  }),
} as const;
