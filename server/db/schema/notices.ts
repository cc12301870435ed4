import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTICE_CATEGORIES, NOTICE_STATUSES } from '../../../src/contract/notices.ts';
import { users } from './users.ts';

/**
 * Notices (SPEC §3 Notice: title, content; decision 0065). Members see a PUBLISHED notice from its
 * `publishAt` on (a later time schedules it, in Korea time as the admin typed it); `pushedAt` claims
 * the push to members who allow pushes, once, when it first becomes visible.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Lexical editor state (JSON) and its plain text (ARCHITECTURE §7). */
    content: jsonb('content').notNull(),
    contentText: text('content_text').notNull(),
    category: text('category', { enum: NOTICE_CATEGORIES }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    status: text('status', { enum: NOTICE_STATUSES }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_visible_idx')
      .on(t.pinned, t.publishAt)
      .where(sql`${t.status} = 'PUBLISHED'`),
  ],
);

/** A member opened a notice: what is not here is unread for them (the N and the dot on My page). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.memberId] }), index('notice_reads_member_idx').on(t.memberId)],
);
