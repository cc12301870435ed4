import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { orderItems } from './orders.ts';
import { users } from './users.ts';

/**
 * A developmental test bought for a child (decision 0070): made when its GROWTH_EXAMINATION item is
 * paid (one per item). `access` is the publisher's code or link, set when an admin sends it (and the
 * mail went out); `resultKey` the publisher's result PDF in storage, `results` the developmental age
 * per domain (DomainResult[]), `resultAt` when it was registered (downloadable for 30 Korea days).
 */
export const examinations = pgTable(
  'examinations',
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
    access: text('access'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resultKey: text('result_key'),
    results: jsonb('results'),
    ageMonthsAtResult: integer('age_months_at_result'),
    resultAt: timestamp('result_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('examinations_item_key').on(t.orderItemId),
    index('examinations_member_idx').on(t.memberId, t.paidAt),
    index('examinations_paid_idx').on(t.paidAt),
  ],
);
