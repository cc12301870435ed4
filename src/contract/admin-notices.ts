/**
 * The back office's notice list (SPEC §2 /admin/notice; decision 0065): sorts, search categories and
 * query, apart from the endpoints so the route's validateSearch carries only these.
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { NOTICE_CATEGORIES, NOTICE_VIEW_STATUSES } from './notices.ts';

export const ADMIN_NOTICE_SORTS = ['publishAt', 'createdAt', 'viewCount', 'id'] as const;
export const ADMIN_NOTICE_SEARCH_CATEGORIES = ['title', 'noticeId'] as const;

/** `status` DRAFT, SCHEDULED (published, its time not come), PUBLISHED or HIDDEN; `category`; `from`–`to` Korea days of the publish time. */
export const AdminNoticeListQuery = adminListQuery({
  sorts: ADMIN_NOTICE_SORTS,
  categories: ADMIN_NOTICE_SEARCH_CATEGORIES,
  statuses: NOTICE_VIEW_STATUSES,
  statusError: 'BadRequest',
  filters: { kind: v.optional(v.picklist(NOTICE_CATEGORIES)) },
});
export type AdminNoticeListQuery = v.InferOutput<typeof AdminNoticeListQuery>;
export type AdminNoticeListSearch = v.InferInput<typeof AdminNoticeListQuery>;
