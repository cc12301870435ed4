import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPERT_COMMENT_VIA } from '../../../src/contract/expert-comments.ts';
import { coupons } from './coupons.ts';
import { diaries } from './diaries.ts';
import { orderItems } from './orders.ts';
import { users } from './users.ts';

/**
 * An expert comment request on a diary entry and, once an expert answered it, the comment
 * (decision 0027). One row per entry: the unique index makes "bought only once"
 * (SPEC §4) hold for both ways of asking, paid (via ORDER, the order item) and by coupon (via
 * COUPON, the coupon spent). `content` null is a request waiting in the experts' queue.
 */
export const expertComments = pgTable(
  'expert_comments',
  {
    id: serial('id').primaryKey(),
    diaryId: integer('diary_id')
      .notNull()
      .references(() => diaries.id, { onDelete: 'cascade' }),
    via: text('via', { enum: EXPERT_COMMENT_VIA }).notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The expert who wrote (or last edited) the comment. */
    expertId: integer('expert_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content'),
    writtenAt: timestamp('written_at', { withTimezone: true }),
    /** The expert an admin assigned the waiting request to (decision 0042): first in that expert's queue. */
    assignedExpertId: integer('assigned_expert_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('expert_comments_diary_key').on(t.diaryId),
    uniqueIndex('expert_comments_order_item_key').on(t.orderItemId),
    // The queue: unanswered requests, oldest first.
    index('expert_comments_queue_idx')
      .on(t.requestedAt, t.id)
      .where(sql`${t.content} is null`),
    check('expert_comments_via_check', sql`(${t.via} = 'ORDER' and ${t.orderItemId} is not null) or (${t.via} = 'COUPON' and ${t.orderItemId} is null)`),
    check('expert_comments_written_check', sql`(${t.content} is null) = (${t.writtenAt} is null)`),
  ],
);
