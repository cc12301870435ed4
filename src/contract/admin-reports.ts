/**
 * The back office's monthly report list (SPEC §2 /admin/report; decision 0068): sorts, search
 * categories, states and query, apart from the endpoints so the route's validateSearch carries only these.
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { rowIdText } from './primitives.ts';
import { ReportMonth } from './reports.ts';

export const ADMIN_REPORT_SORTS = ['month', 'generatedAt', 'id'] as const;
export const ADMIN_REPORT_SEARCH_CATEGORIES = ['nickname', 'id', 'reportId'] as const;
/**
 * Where a report stands: GENERATED (no analysis bought), ORDERED (bought, the deposit not in yet),
 * WAITING (paid, no feedback yet), OVERDUE (waiting past REPORT_FEEDBACK_SLA_HOURS), DONE (feedback written).
 */
export const ADMIN_REPORT_STATUSES = ['GENERATED', 'ORDERED', 'WAITING', 'OVERDUE', 'DONE'] as const;
export type AdminReportStatus = (typeof ADMIN_REPORT_STATUSES)[number];

/** `category` nickname (the member's), id (the member's number) or reportId; `month`; a member's or a child's reports; `from`–`to` Korea days made. */
export const AdminReportListQuery = adminListQuery({
  sorts: ADMIN_REPORT_SORTS,
  categories: ADMIN_REPORT_SEARCH_CATEGORIES,
  statuses: ADMIN_REPORT_STATUSES,
  statusError: 'BadRequest',
  filters: {
    month: v.optional(ReportMonth),
    memberId: v.optional(rowIdText('InvalidMemberId')),
    childId: v.optional(rowIdText()),
  },
});
export type AdminReportListQuery = v.InferOutput<typeof AdminReportListQuery>;
export type AdminReportListSearch = v.InferInput<typeof AdminReportListQuery>;
