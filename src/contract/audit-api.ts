/**
 * The audit log of the back office (decision 0041): every admin change, read-only, filtered by
 * admin, action, resource and Korea-day range, newest first; also as CSV. A record's detail view
 * asks the same list with its resource kind and id.
 */
import * as v from 'valibot';
import { adminPage, IdText, IntText, KoreaDayText, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SortDir, dateRangeProblem } from './admin-list.ts';
import { endpoint } from './endpoint.ts';

/** Every action an admin change writes (`<resource>.<verb>`). */
export const AUDIT_ACTIONS = [
  'member.warning_count',
  'member.status',
  'member.phone_revealed',
  'coupon.issue',
  'content.restore',
  'diary.hide',
  'diary.restore',
  'comment.hide',
  'comment.restore',
  'comment.reassign',
  'order_item.cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RESOURCE_KINDS = ['member', 'diary', 'comment', 'coupon', 'order_item'] as const;
export type AuditResourceKind = (typeof AUDIT_RESOURCE_KINDS)[number];

export const AuditListQuery = v.pipe(
  v.object({
    page: v.optional(IntText(1, PAGE_MAX), '1'),
    size: v.optional(IntText(1, PAGE_SIZE_MAX), String(PAGE_SIZE_DEFAULT)),
    dir: v.optional(SortDir, 'desc'),
    adminId: v.optional(IdText('InvalidMemberId')),
    action: v.optional(v.picklist(AUDIT_ACTIONS)),
    resourceKind: v.optional(v.picklist(AUDIT_RESOURCE_KINDS)),
    resourceId: v.optional(IdText()),
    from: v.optional(KoreaDayText),
    to: v.optional(KoreaDayText),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = dateRangeProblem(dataset.value.from, dataset.value.to);
    if (problem) addIssue({ message: problem });
  }),
);
export type AuditListQuery = v.InferOutput<typeof AuditListQuery>;
export type AuditListSearch = v.InferInput<typeof AuditListQuery>;

export const AuditEntry = v.object({
  id: v.number(),
  adminId: v.number(),
  adminName: v.string(),
  action: v.string(),
  resourceKind: v.string(),
  resourceId: v.number(),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
  clientAddress: v.string(),
  createdAt: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;
export const AuditPage = adminPage(AuditEntry);

const admin = ['ROLE_ADMIN'] as const;

export const auditApi = {
  auditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: admin,
    summary: 'The audit log: admin changes, newest first, filtered by admin, action, resource and Korea days',
    query: AuditListQuery,
    response: AuditPage,
  }),
  auditLogCsv: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/csv',
    access: admin,
    summary: 'The audit log of the same filter as CSV (UTF-8 with BOM, at most 10,000 rows)',
    query: AuditListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
} as const;
