/**
 * 1:1 inquiries in the back office (decision 0072): the list and its CSV, one inquiry (the view is
 * audited: a member's own words), and the answer, which is audited and pushed to the member.
 */
import * as v from 'valibot';
import { adminPage } from './admin-list.ts';
import { AdminInquiryListQuery } from './admin-inquiries.ts';
import { endpoint } from './endpoint.ts';
import { INQUIRY_STATUSES, INQUIRY_TOPICS, InquiryAnswerBody } from './inquiries.ts';
import { rowIdText } from './primitives.ts';

const Person = v.object({ id: v.number(), nickname: v.string() });

export const AdminInquiryRow = v.object({
  id: v.number(),
  member: v.object({ ...Person.entries, restricted: v.boolean() }),
  topic: v.picklist(INQUIRY_TOPICS),
  status: v.picklist(INQUIRY_STATUSES),
  /** The first words (at most 80 characters) in the list; the whole text in the detail. */
  content: v.string(),
  hasPhoto: v.boolean(),
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
});
export type AdminInquiryRow = v.InferOutput<typeof AdminInquiryRow>;
export const AdminInquiryPage = v.object({ ...adminPage(AdminInquiryRow).entries, waiting: v.number() });

export const AdminInquiryDetail = v.object({
  ...AdminInquiryRow.entries,
  photoUrl: v.nullable(v.string()),
  answer: v.nullable(v.string()),
  answeredBy: v.nullable(Person),
  answerReadAt: v.nullable(v.string()),
});
export type AdminInquiryDetail = v.InferOutput<typeof AdminInquiryDetail>;

const admin = ['ROLE_ADMIN'] as const;
const InquiryIdText = rowIdText();

export const adminInquiriesApi = {
  adminInquiries: endpoint({
    method: 'GET',
    path: '/api/admin/inquiries',
    access: admin,
    summary: '1:1 inquiries: by member, state, topic, Korea days sent; a page with the count waiting for an answer',
    query: AdminInquiryListQuery,
    response: AdminInquiryPage,
  }),
  adminInquiriesCsv: endpoint({
    method: 'GET',
    path: '/api/admin/inquiries/csv',
    access: admin,
    summary: 'The inquiry list of the same filter as CSV (Korea time, the first words only, at most 10,000 rows; the export is audited)',
    query: AdminInquiryListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminInquiry: endpoint({
    method: 'GET',
    path: '/api/admin/inquiries/:inquiryId',
    params: { inquiryId: InquiryIdText },
    access: admin,
    summary: 'One inquiry with its words, photo and answer (NoSuchInquiryException); the view is audited',
    response: AdminInquiryDetail,
  }),
  answerInquiry: endpoint({
    method: 'POST',
    path: '/api/admin/inquiries/:inquiryId/answer',
    params: { inquiryId: InquiryIdText },
    access: admin,
    summary: 'Answer a waiting inquiry (1-4,000 characters of plain text; InquiryStateException once answered); audited, and the member gets a push',
    body: InquiryAnswerBody,
    response: AdminInquiryDetail,
  }),
} as const;
