/** Queries of inquiry management (decision 0072): the list's keys and one inquiry. */
import { queryOptions } from '@tanstack/react-query';
import { adminInquiriesApi } from '../../contract/admin-inquiries-api.ts';
import type { AdminInquiryListSearch } from '../../contract/admin-inquiries.ts';
import { call } from '../../lib/api/call.ts';

export const adminInquiryKeys = {
  all: ['admin', 'inquiries'] as const,
  list: (query: AdminInquiryListSearch) => ['admin', 'inquiries', 'list', query] as const,
  detail: (id: number) => ['admin', 'inquiries', 'detail', id] as const,
};

export const adminInquiryQuery = (id: number) =>
  queryOptions({
    queryKey: adminInquiryKeys.detail(id),
    queryFn: () => call(adminInquiriesApi.adminInquiry, { params: { inquiryId: id }, navigateOnError: false }),
  });
