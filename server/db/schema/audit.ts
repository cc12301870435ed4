import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The back office's audit log (decision 0041): one row per admin change, written by recordAudit in
 * the transaction of the change itself, so a change without its row (or a row without its change)
 * cannot exist. Read-only: nothing updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    /** What was done, `<resource>.<verb>`: member.warning_count, member.status, member.phone_revealed, coupon.issue … */
    action: text('action').notNull(),
    /** The record changed: member, diary, comment, order_item, coupon … */
    resourceKind: text('resource_kind').notNull(),
    resourceId: bigint('resource_id', { mode: 'number' }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** server/lib/client-address.ts: the socket, or the first untrusted X-Forwarded-For hop (decision 0032). */
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_resource_idx').on(t.resourceKind, t.resourceId, t.createdAt.desc()),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt.desc()),
  ],
);
