import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to go out (decision 0079): a row is written inside the business transaction that
 * decides the mail, and the background sender (server/lib/mail-outbox.ts) sends it after the commit,
 * never inside a transaction. `idempotencyKey` makes the same mail one row however often, and
 * however parallel, it is asked for. `leaseUntil` is how long a sender process owns a SENDING row:
 * a row of a process that vanished is taken again after it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the mail is about, for the back office to show its state there ('examination', id). */
    resourceKind: text('resource_kind').notNull(),
    resourceId: integer('resource_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: ['QUEUED', 'SENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.state, t.nextAttemptAt), index('mail_outbox_resource_idx').on(t.resourceKind, t.resourceId)],
);
