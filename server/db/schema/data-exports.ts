import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '../../../src/contract/data-exports-api.ts';
import { users } from './users.ts';

/**
 * A member's copy of everything of theirs (decision 0099, PIPA's right to a copy): the row is the job
 * (BUILDING while the ZIP is made, READY with its file until `expires_at`, FAILED with why).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    failure: text('failure'),
  },
  (t) => [index('data_exports_member_idx').on(t.memberId, t.requestedAt)],
);
export type DataExportRow = typeof dataExports.$inferSelect;
