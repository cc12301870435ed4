import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { users } from './users.ts';

/**
 * Monthly reports (decision 0067): one per child and Korea-time month (`month`, YYYY-MM). A row is
 * made PENDING when its month is queued and becomes READY with its content; a process claims
 * PENDING rows by setting `claimedAt` (FOR UPDATE SKIP LOCKED), and a claim older than the lease is
 * taken again, so a crash in the middle leaves the work to the next pass. Members see READY rows.
 */
export const monthlyReports = pgTable(
  'monthly_reports',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    status: text('status', { enum: ['PENDING', 'READY'] })
      .notNull()
      .default('PENDING'),
    /** ReportContent (src/contract/reports.ts), computed once; null while PENDING. */
    content: jsonb('content'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The member opened it: until then the list marks it new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The expert's feedback per care area (REPORT_ANALYSIS), once written; whoever wrote it last. */
    feedback: jsonb('feedback'),
    feedbackExpertId: integer('feedback_expert_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** The expert an admin gave the ordered analysis to (back office, decision 0068): first on that expert's desk. */
    assignedExpertId: integer('assigned_expert_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monthly_reports_child_month_key').on(t.childId, t.month),
    index('monthly_reports_member_idx').on(t.memberId, t.month),
    index('monthly_reports_month_idx').on(t.month, t.id),
    index('monthly_reports_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A month whose reports were queued (all PENDING rows made in one transaction with this row). */
export const reportMonths = pgTable('report_months', {
  month: text('month').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  children: integer('children').notNull(),
});
