/** The dashboard's one query (decision 0044): the numbers of a Korea-day range and the queues now. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboardApi } from '../../contract/admin-dashboard-api.ts';
import { call } from '../../lib/api/call.ts';

export const dashboardQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', from, to] as const,
    queryFn: () => call(adminDashboardApi.adminDashboard, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
