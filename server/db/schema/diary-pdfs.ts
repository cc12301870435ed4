import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DIARY_PDF_STATUSES } from '../../../src/contract/diary-pdf.ts';
import { children } from './children.ts';
import { orderItems } from './orders.ts';
import { users } from './users.ts';

/**
 * The diary book of a paid DIARY_PDF order item (decision 0028). The row is also the
 * build job: it is written BUILDING before the build starts, the building instance refreshes
 * `heartbeatAt` while it works, and a BUILDING row whose heartbeat stopped (the process restarted)
 * reads as FAILED, which allows a retry. At most one valid (BUILDING or READY) book per item:
 * the partial unique index, not only a check in code.
 */
export const diaryPdfs = pgTable(
  'diary_pdfs',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the child is deleted: a made book stays the member's (they paid for it). */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** The child's name as printed on the cover (kept if the child is renamed or deleted later). */
    childName: text('child_name').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    /** The book opens with the child's pregnancy diary (decision 0101). */
    withPregnancy: boolean('with_pregnancy').notNull().default(false),
    status: text('status', { enum: DIARY_PDF_STATUSES }).notNull().default('BUILDING'),
    /** Progress of the build: entries laid out so far, of all the entries of the period. */
    entriesDone: integer('entries_done').notNull().default(0),
    entriesTotal: integer('entries_total').notNull(),
    /** Set when READY. */
    storageKey: text('storage_key'),
    pages: integer('pages'),
    sizeBytes: integer('size_bytes'),
    /** Why a build failed, for the log and support (never shown as is). */
    failure: text('failure'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('diary_pdfs_valid_key')
      .on(t.orderItemId)
      .where(sql`${t.status} in ('BUILDING', 'READY')`),
    index('diary_pdfs_item_idx').on(t.orderItemId, t.createdAt),
  ],
);

export type DiaryPdfRow = typeof diaryPdfs.$inferSelect;
