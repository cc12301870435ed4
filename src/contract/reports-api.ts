/** Monthly reports for members (SPEC §2 /my-page/monthly-report-list and -detail; decision 0067). */
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { rowIdText } from './primitives.ts';
import { Report, ReportListData } from './reports.ts';

export const ReportListQuery = v.object({ childId: v.optional(rowIdText()) });

export const reportsApi = {
  monthlyReports: endpoint({
    method: 'GET',
    path: '/api/members/reports',
    access: ['ROLE_MEMBER'],
    summary: "The member's monthly reports, newest month first (one child's with childId), new ones marked",
    query: ReportListQuery,
    response: ReportListData,
  }),
  monthlyReport: endpoint({
    method: 'GET',
    path: '/api/members/reports/:reportId',
    params: { reportId: rowIdText('InvalidReportId') },
    access: ['ROLE_MEMBER'],
    summary: 'One monthly report of the member (NoSuchReportException otherwise); opening it takes its new mark away',
    response: Report,
  }),
} as const;
