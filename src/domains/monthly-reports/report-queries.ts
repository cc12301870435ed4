/** The member's monthly reports (decision 0067): the list (one child's, or all) and one report. */
import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from '../../contract/reports-api.ts';
import { call } from '../../lib/api/call.ts';

export const reportKeys = {
  all: ['monthly-reports'] as const,
  list: (childId: number | undefined) => ['monthly-reports', 'list', childId ?? 'all'] as const,
  one: (id: number) => ['monthly-reports', 'one', id] as const,
};

export const reportListQuery = (childId: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.list(childId),
    queryFn: ({ signal }) => call(reportsApi.monthlyReports, { query: childId === undefined ? {} : { childId: String(childId) }, signal }),
  });

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) => call(reportsApi.monthlyReport, { params: { reportId: id }, signal, navigateOnError: false }),
  });
