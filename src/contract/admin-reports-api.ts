/**
 * The monthly report back office (SPEC §2 /admin/report, /admin/report/report-detail,
 * /admin/report/pdf-create, §8 "invalid report id"; decision 0068): the list and its CSV, the months
 * made, one report with its analysis, assigning the expert, regenerating, and the PDF (one, or a
 * month's batch one by one).
 */
import * as v from 'valibot';
import { AdminReason } from './admin-reason.ts';
import { adminPage } from './admin-list.ts';
import { ADMIN_REPORT_STATUSES, AdminReportListQuery } from './admin-reports.ts';
import { endpoint } from './endpoint.ts';
import { ORDER_ITEM_STATUSES } from './limits.ts';
import { RowId, rowIdText } from './primitives.ts';
import { ReportContent, ReportFeedback, ReportMonth } from './reports.ts';

/** A month's batch of PDFs takes at most this many reports (narrow it by state or make it in parts). */
export const REPORT_BATCH_MAX = 500;

const Person = v.object({ id: v.number(), nickname: v.string() });

export const AdminReportRow = v.object({
  id: v.number(),
  month: v.string(),
  child: Person,
  member: Person,
  daysWritten: v.number(),
  status: v.picklist(ADMIN_REPORT_STATUSES),
  generatedAt: v.nullable(v.string()),
  /** When the analysis was paid (or ordered, while the deposit is not in). */
  orderedAt: v.nullable(v.string()),
  assignedExpert: v.nullable(Person),
  feedbackExpert: v.nullable(Person),
  feedbackAt: v.nullable(v.string()),
});
export type AdminReportRow = v.InferOutput<typeof AdminReportRow>;

/** A month queued for making: its reports and how many are made. */
export const ReportMonthProgress = v.object({ month: v.string(), queuedAt: v.string(), children: v.number(), ready: v.number() });
export type ReportMonthProgress = v.InferOutput<typeof ReportMonthProgress>;
export const ReportMonthList = v.object({ months: v.array(ReportMonthProgress) });

export const AdminReportPage = v.object({ ...adminPage(AdminReportRow).entries, slaHours: v.number() });
export type AdminReportPage = v.InferOutput<typeof AdminReportPage>;

export const AdminReportDetail = v.object({
  ...AdminReportRow.entries,
  content: ReportContent,
  feedback: v.nullable(ReportFeedback),
  assignedAt: v.nullable(v.string()),
  /** The live REPORT_ANALYSIS item (one at most per report), for the order's page. */
  analysis: v.nullable(v.object({ orderItemId: v.number(), orderId: v.number(), status: v.picklist(ORDER_ITEM_STATUSES), amount: v.number() })),
});
export type AdminReportDetail = v.InferOutput<typeof AdminReportDetail>;

export const ReportBatchQuery = v.object({ month: ReportMonth });
export const ReportBatch = v.object({
  reports: v.array(v.object({ id: v.number(), childNickname: v.string(), memberId: v.number() })),
  /** The month had more made reports than REPORT_BATCH_MAX. */
  truncated: v.boolean(),
});
export type ReportBatch = v.InferOutput<typeof ReportBatch>;

export const ReportAssignBody = v.object({ expertId: RowId, reason: AdminReason });
export const ReportReasonBody = v.object({ reason: AdminReason });

const admin = ['ROLE_ADMIN'] as const;
const ReportIdText = rowIdText('InvalidReportId');

export const adminReportsApi = {
  adminReports: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: admin,
    summary: 'Monthly reports: by month, member, child and state (generated, ordered, waiting, overdue, done), Korea days made; a page',
    query: AdminReportListQuery,
    response: AdminReportPage,
  }),
  adminReportsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/reports/csv',
    access: admin,
    summary: 'The report list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: AdminReportListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminReportMonths: endpoint({
    method: 'GET',
    path: '/api/admin/reports/months',
    access: admin,
    summary: 'The months queued for making, newest first, each with its reports and how many are made',
    response: ReportMonthList,
  }),
  adminReportBatch: endpoint({
    method: 'GET',
    path: '/api/admin/reports/batch',
    access: admin,
    summary: `A month's made reports for a batch of PDFs (at most ${REPORT_BATCH_MAX}, oldest first)`,
    query: ReportBatchQuery,
    response: ReportBatch,
  }),
  adminReport: endpoint({
    method: 'GET',
    path: '/api/admin/reports/:reportId',
    params: { reportId: ReportIdText },
    access: admin,
    summary: 'One report with its content, feedback, analysis order and assigned expert (NoSuchReportException); the view is audited',
    response: AdminReportDetail,
  }),
  assignReportExpert: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/assign',
    params: { reportId: ReportIdText },
    access: admin,
    summary: "Give a paid analysis waiting for feedback to an active expert (first on that expert's desk); audited",
    body: ReportAssignBody,
    response: AdminReportDetail,
  }),
  regenerateReport: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/regenerate',
    params: { reportId: ReportIdText },
    access: admin,
    summary: "Make the report's content again from the diary and records as they are now (the feedback stays); audited",
    body: ReportReasonBody,
    response: AdminReportDetail,
  }),
  adminReportPdf: endpoint({
    method: 'GET',
    path: '/api/admin/reports/:reportId/pdf',
    params: { reportId: ReportIdText },
    access: admin,
    summary: 'The report as its member downloads it, as a PDF file; audited',
    response: v.string(),
    produces: 'application/pdf',
  }),
} as const;
