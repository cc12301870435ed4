import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { INQUIRY_STATUSES, INQUIRY_TOPICS } from '../../../src/contract/inquiries.ts';
import { users } from './users.ts';

/**
 * A member's 1:1 inquiry to the operator (decision 0072): WAITING until an admin answers it
 * (ANSWERED, once); `answerReadAt` is set when the member first opens the answer (the dot on My page
 * until then). `photoKey` is the one photo in storage, re-encoded (server/lib/images.ts).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: INQUIRY_TOPICS }).notNull(),
    content: text('content').notNull(),
    photoKey: text('photo_key'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('WAITING'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerReadAt: timestamp('answer_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_member_idx').on(t.memberId, t.createdAt), index('inquiries_status_idx').on(t.status, t.createdAt)],
);
