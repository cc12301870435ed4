/** Monthly reports (decision 0067): the member's list and report; the expert's desk and report. */
import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from '../../contract/reports-api.ts';
import { call } from '../../lib/api/call.ts';

export const reportKeys = {
  all: ['monthly-reports'] as const,
  lists: ['monthly-reports', 'list'] as const,
  list: (childId: number | undefined) => ['monthly-reports', 'list', childId ?? 'all'] as const,
  one: (id: number) => ['monthly-reports', 'one', id] as const,
  expertQueue: ['monthly-reports', 'expert-queue'] as const,
  expert: (id: number) => ['monthly-reports', 'expert', id] as const,
};

export const reportListQuery = (childId: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.list(childId),
    queryFn: ({ signal }) => call(reportsApi.monthlyReports, { query: childId === undefined ? {} : { childId: String(childId) }, signal }),
    // What is kept shows at once; the feedback or a new report may have come since: asked again on every visit.
    staleTime: 0,
  });

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) => call(reportsApi.monthlyReport, { params: { reportId: id }, signal, navigateOnError: false }),
    staleTime: 0,
  });

export const expertReportQueueQuery = () =>
  queryOptions({ queryKey: reportKeys.expertQueue, queryFn: ({ signal }) => call(reportsApi.expertReportQueue, { signal }), staleTime: 0 });

export const expertReportQuery = (id: number) =>
  queryOptions({
    queryKey: reportKeys.expert(id),
    queryFn: ({ signal }) => call(reportsApi.expertReport, { params: { reportId: id }, signal, navigateOnError: false }),
  });
