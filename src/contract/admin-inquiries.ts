/**
 * The back office's inquiry list (decision 0072): sorts, search categories, states and query, apart
 * from the endpoints so the route's validateSearch carries only these.
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { INQUIRY_STATUSES, INQUIRY_TOPICS } from './inquiries.ts';
import { rowIdText } from './primitives.ts';

export const ADMIN_INQUIRY_SORTS = ['createdAt', 'answeredAt', 'id'] as const;
export const ADMIN_INQUIRY_SEARCH_CATEGORIES = ['nickname', 'id'] as const;

/** `category` nickname or id (the member's); `topic`; a member's inquiries; `from`–`to` Korea days sent. */
export const AdminInquiryListQuery = adminListQuery({
  sorts: ADMIN_INQUIRY_SORTS,
  categories: ADMIN_INQUIRY_SEARCH_CATEGORIES,
  statuses: INQUIRY_STATUSES,
  statusError: 'BadRequest',
  filters: {
    topic: v.optional(v.picklist(INQUIRY_TOPICS, 'BadRequest')),
    memberId: v.optional(rowIdText('InvalidMemberId')),
  },
});
export type AdminInquiryListQuery = v.InferOutput<typeof AdminInquiryListQuery>;
export type AdminInquiryListSearch = v.InferInput<typeof AdminInquiryListQuery>;
