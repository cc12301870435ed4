/**
 * Notices for members (SPEC §2 /my-page/notice and /my-page/notice/detail; decision 0065): the
 * visible ones, pinned first then newest, with the N badge and this member's unread mark.
 */
import * as v from 'valibot';
import { IntText } from './admin-list.ts';
import { endpoint } from './endpoint.ts';
import { Notice, NOTICE_CATEGORIES, NoticeListData, NoticeUnread } from './notices.ts';
import { rowIdText } from './primitives.ts';

export const NoticeListQuery = v.object({
  page: v.optional(IntText(1, 10_000), '1'),
  category: v.optional(v.picklist(NOTICE_CATEGORIES)),
});
export type NoticeListSearch = v.InferInput<typeof NoticeListQuery>;
export type NoticeListParams = v.InferOutput<typeof NoticeListQuery>;

const member = ['ROLE_MEMBER', 'ROLE_EXPERT'] as const;

export const noticesApi = {
  notices: endpoint({
    method: 'GET',
    path: '/api/members/notices',
    access: member,
    summary: 'The visible notices (published, their time come), pinned first then newest; a page of 20, with the unread count',
    query: NoticeListQuery,
    response: NoticeListData,
  }),
  noticeUnread: endpoint({
    method: 'GET',
    path: '/api/members/notices/unread',
    access: member,
    summary: 'How many visible notices this member has not opened (the dot on My page)',
    response: NoticeUnread,
  }),
  notice: endpoint({
    method: 'GET',
    path: '/api/members/notices/:noticeId',
    params: { noticeId: rowIdText() },
    access: member,
    summary: 'One visible notice; opening it marks it read for this member and counts a view (404 NotFound when there is none)',
    response: Notice,
  }),
} as const;
