/**
 * The audit log of the back office (decision 0041): every admin change, read-only, filtered by
 * admin, action, resource and Korea-day range, newest first; also as CSV. A record's detail view
 * asks the same list with its resource kind and id.
 */
import * as v from 'valibot';
import { adminPage } from './admin-list.ts';
import { AuditListQuery } from './audit.ts';
import { endpoint } from './endpoint.ts';

export const AuditEntry = v.object({
  id: v.number(),
  adminId: v.number(),
  adminName: v.string(),
  action: v.string(),
  resourceKind: v.string(),
  resourceId: v.number(),
  /** The record by name (a member's nickname, a product's title, a child's name and day…); null when it is gone or has none. */
  resourceName: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
  clientAddress: v.string(),
  createdAt: v.string(),
  /** The order of an order item's row, so the log links to the order's detail; null for other records. */
  orderId: v.nullable(v.number()),
  /** The people the change names by id (AUDIT_PERSON_FIELDS), by name: user id → name (decision 0082). */
  people: v.record(v.string(), v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;
export const AuditPage = adminPage(AuditEntry);

/** The admins the log's actor filter offers: every admin account, by name. */
export const AuditAdmins = v.object({ admins: v.array(v.object({ id: v.number(), name: v.string() })) });

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
  auditAdmins: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/admins',
    access: admin,
    summary: 'The admin accounts, the choices of the audit log’s admin filter (adminId)',
    response: AuditAdmins,
  }),
} as const;
