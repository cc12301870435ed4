/** The daily log's reads (decision 0098): one day of a child, and each day's totals for the chart. */
import { queryOptions } from '@tanstack/react-query';
import { careLogsApi } from '../../contract/care-logs-api.ts';
import { call } from '../../lib/api/call.ts';

export const careLogKeys = {
  all: ['care-logs'] as const,
  child: (childId: number) => ['care-logs', childId] as const,
  day: (childId: number, date: string) => ['care-logs', childId, 'day', date] as const,
  summary: (childId: number, from: string, to: string) => ['care-logs', childId, 'summary', from, to] as const,
};

export const careLogDayQuery = (childId: number, date: string) =>
  queryOptions({
    queryKey: careLogKeys.day(childId, date),
    queryFn: ({ signal }) => call(careLogsApi.careLogDay, { params: { id: childId }, query: { date }, signal }),
  });

export const careLogSummaryQuery = (childId: number, from: string, to: string) =>
  queryOptions({
    queryKey: careLogKeys.summary(childId, from, to),
    queryFn: async ({ signal }) => (await call(careLogsApi.careLogSummary, { params: { id: childId }, query: { from, to }, signal })).days,
  });
