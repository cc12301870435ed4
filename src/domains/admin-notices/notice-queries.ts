/** Queries of notice management (decision 0065): the list's keys (notice-list.tsx fetches it) and one notice. */
import { queryOptions } from '@tanstack/react-query';
import { adminNoticesApi } from '../../contract/admin-notices-api.ts';
import type { AdminNoticeListSearch } from '../../contract/admin-notices.ts';
import { call } from '../../lib/api/call.ts';

export const adminNoticeKeys = {
  all: ['admin', 'notices'] as const,
  list: (query: AdminNoticeListSearch) => ['admin', 'notices', 'list', query] as const,
  detail: (id: number) => ['admin', 'notices', 'detail', id] as const,
};

export const adminNoticeQuery = (id: number) =>
  queryOptions({ queryKey: adminNoticeKeys.detail(id), queryFn: () => call(adminNoticesApi.adminNotice, { params: { noticeId: id } }) });
