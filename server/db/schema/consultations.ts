import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSULTATION_STATUSES } from '../../../src/contract/consultations.ts';
import { children } from './children.ts';
import { orderItems } from './orders.ts';
import { users } from './users.ts';

/**
 * An expert consultation (decision 0069): made when its CONSULTATION item is paid (one per item),
 * REQUESTED until an admin gives it an expert and a time (SCHEDULED, again on a reschedule), then
 * FINISHED (the item provided), NO_SHOW (provided too: the call was kept for the member) or CANCELED
 * (the item refunded while not provided). The phone, the words and the times are the order's.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('REQUESTED'),
    phone: text('phone').notNull(),
    content: text('content'),
    /** ConsultationTime[] (src/contract/consultations.ts). */
    times: jsonb('times').notNull().default([]),
    expertId: integer('expert_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultations_item_key').on(t.orderItemId),
    index('consultations_member_idx').on(t.memberId, t.requestedAt),
    index('consultations_status_idx').on(t.status, t.requestedAt),
  ],
);
