/** Monthly reports for members (SPEC §2 /my-page/monthly-report-list and -detail; decision 0067). */
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { rowIdText } from './primitives.ts';
import { ExpertReport, ExpertReportQueue, Report, ReportFeedbackBody, ReportListData } from './reports.ts';

/** The report as a PDF (decision 0067): the member's bearer token like any call; answered as a file, not an envelope. */
export const REPORT_PDF_PATH = '/api/members/reports/:reportId/pdf';

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
  monthlyReportPdf: endpoint({
    method: 'GET',
    path: REPORT_PDF_PATH,
    params: { reportId: rowIdText('InvalidReportId') },
    access: ['ROLE_MEMBER'],
    summary: 'One monthly report of the member as a PDF file, made from its kept content (NoSuchReportException otherwise)',
    response: v.string(),
    produces: 'application/pdf',
  }),
  expertReportQueue: endpoint({
    method: 'GET',
    path: '/api/experts/reports/queue',
    access: ['ROLE_EXPERT'],
    summary: 'Ordered report analyses waiting for feedback, oldest order first',
    response: ExpertReportQueue,
  }),
  expertReport: endpoint({
    method: 'GET',
    path: '/api/experts/reports/:reportId',
    params: { reportId: rowIdText('InvalidReportId') },
    access: ['ROLE_EXPERT'],
    summary: 'A report whose analysis was ordered (NotOrderedReportException otherwise), with its feedback so far',
    response: ExpertReport,
  }),
  saveReportFeedback: endpoint({
    method: 'PUT',
    path: '/api/experts/reports/:reportId/feedback',
    params: { reportId: rowIdText('InvalidReportId') },
    access: ['ROLE_EXPERT'],
    summary: 'Write or change the feedback, one text per care area (EmptyExpertFeedback for an empty one); marks the analysis provided',
    body: ReportFeedbackBody,
    response: ExpertReport,
  }),
} as const;
