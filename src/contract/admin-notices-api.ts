/**
 * Notice management (SPEC §2 /admin/notice and /admin/notice/write, §5, §8 "notice posted" and
 * "notice deleted"; decision 0065): the list and its CSV, one notice, writing and deleting.
 */
import * as v from 'valibot';
import { AdminReason } from './admin-reason.ts';
import { adminPage, BulkResult } from './admin-list.ts';
import { AdminNoticeListQuery } from './admin-notices.ts';
import { endpoint } from './endpoint.ts';
import { NOTICE_CATEGORIES, NOTICE_VIEW_STATUSES, NoticeWriteBody } from './notices.ts';
import { RowId, rowIdText } from './primitives.ts';

export const BULK_NOTICES_MAX = 100;

export const AdminNoticeRow = v.object({
  id: v.number(),
  title: v.string(),
  category: v.picklist(NOTICE_CATEGORIES),
  pinned: v.boolean(),
  status: v.picklist(NOTICE_VIEW_STATUSES),
  publishAt: v.string(),
  viewCount: v.number(),
  /** Members who opened it. */
  readCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type AdminNoticeRow = v.InferOutput<typeof AdminNoticeRow>;
export const AdminNoticePage = adminPage(AdminNoticeRow);

export const AdminNoticeDetail = v.object({ ...AdminNoticeRow.entries, content: v.record(v.string(), v.unknown()), contentText: v.string() });
export type AdminNoticeDetail = v.InferOutput<typeof AdminNoticeDetail>;

export const NoticeDeleteBody = v.object({
  noticeIds: v.pipe(v.array(RowId), v.minLength(1), v.maxLength(BULK_NOTICES_MAX)),
  reason: AdminReason,
});
export const NoticeWritten = v.object({ id: v.number() });

const admin = ['ROLE_ADMIN'] as const;
const NoticeIdText = rowIdText();

export const adminNoticesApi = {
  adminNotices: endpoint({
    method: 'GET',
    path: '/api/admin/notices',
    access: admin,
    summary: 'Every notice: by part of the title or the number, state, category, Korea days of the publish time; a page',
    query: AdminNoticeListQuery,
    response: AdminNoticePage,
  }),
  adminNoticesCsv: endpoint({
    method: 'GET',
    path: '/api/admin/notices/csv',
    access: admin,
    summary: 'The notice list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: AdminNoticeListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminNotice: endpoint({
    method: 'GET',
    path: '/api/admin/notices/:noticeId',
    params: { noticeId: NoticeIdText },
    access: admin,
    summary: 'One notice with its content, views and reads (404 NotFound when there is none)',
    response: AdminNoticeDetail,
  }),
  createNotice: endpoint({
    method: 'POST',
    path: '/api/admin/notices',
    access: admin,
    summary: 'A new notice (SPEC §5: title and content): a draft, published now, or scheduled for a later time; audited',
    body: NoticeWriteBody,
    response: NoticeWritten,
  }),
  updateNotice: endpoint({
    method: 'PUT',
    path: '/api/admin/notices/:noticeId',
    params: { noticeId: NoticeIdText },
    access: admin,
    summary: 'Change a notice (its text, category, pin, state or time); audited',
    body: NoticeWriteBody,
    response: NoticeWritten,
  }),
  deleteNotices: endpoint({
    method: 'POST',
    path: '/api/admin/notices/delete',
    access: admin,
    summary: `Delete up to ${BULK_NOTICES_MAX} notices with one reason, in one transaction, each audited`,
    body: NoticeDeleteBody,
    response: BulkResult,
  }),
} as const;
