import * as v from 'valibot';
import { CareLog, CareLogBody, CareLogClientId, CareLogDayData, CareLogDayQuery, CareLogSummaryData, CareLogSummaryQuery } from './care-logs.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/** The one-tap daily log (decision 0098): the child's family (owner and guardians) reads and writes it. */
export const careLogsApi = {
  careLogDay: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/care-logs',
    params: { id: RowIdText },
    query: CareLogDayQuery,
    access: ['ROLE_MEMBER'],
    summary: 'One Korea day\u2019s feedings, sleeps and diapers, and the timers still running',
    response: CareLogDayData,
  }),
  careLogSummary: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/care-logs/summary',
    params: { id: RowIdText },
    query: CareLogSummaryQuery,
    access: ['ROLE_MEMBER'],
    summary: 'Each day\u2019s totals from `from` to `to` (at most 62 days); 400 InvalidCareLogDate otherwise',
    response: CareLogSummaryData,
  }),
  putCareLog: endpoint({
    method: 'PUT',
    path: '/api/members/children/:id/care-logs/:clientId',
    params: { id: RowIdText, clientId: CareLogClientId },
    access: ['ROLE_MEMBER'],
    summary:
      'Write the whole log named by the phone\u2019s UUID (created or replaced; a replay changes nothing); 422 TooManyCareLogsException past a day\u2019s cap',
    body: CareLogBody,
    response: CareLog,
  }),
  deleteCareLog: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id/care-logs/:clientId',
    params: { id: RowIdText, clientId: CareLogClientId },
    access: ['ROLE_MEMBER'],
    summary: 'Remove a log; removing one already gone answers the same (a queued delete sent twice)',
    response: v.null(),
  }),
} as const;
