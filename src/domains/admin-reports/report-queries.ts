/** Queries of the report back office (decision 0068): the list's keys, one report, the months made and the experts. */
import { queryOptions } from '@tanstack/react-query';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { adminReportsApi } from '../../contract/admin-reports-api.ts';
import type { AdminReportListSearch } from '../../contract/admin-reports.ts';
import { call } from '../../lib/api/call.ts';

export const adminReportKeys = {
  all: ['admin', 'reports'] as const,
  list: (query: AdminReportListSearch) => ['admin', 'reports', 'list', query] as const,
  detail: (id: number) => ['admin', 'reports', 'detail', id] as const,
  months: ['admin', 'reports', 'months'] as const,
  experts: ['admin', 'reports', 'experts'] as const,
};

export const adminReportQuery = (id: number) =>
  queryOptions({
    queryKey: adminReportKeys.detail(id),
    queryFn: () => call(adminReportsApi.adminReport, { params: { reportId: id }, navigateOnError: false }),
  });

export const reportMonthsQuery = () =>
  queryOptions({ queryKey: adminReportKeys.months, queryFn: () => call(adminReportsApi.adminReportMonths, {}), staleTime: 30_000 });

export const reportExpertsQuery = () => queryOptions({ queryKey: adminReportKeys.experts, queryFn: () => call(adminCommentsApi.adminExperts, {}) });
