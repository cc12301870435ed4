import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { users } from './users.ts';

/**
 * One diary entry per child per day (decision 0017). `entryDate` is the Korea-time day it is about;
 * edits are allowed only on the Korea-time day it was written (`writtenOn`, SPEC §4). `clientId` is
 * the UUID the client made for it, so that an entry written offline is created at most once.
 */
export const diaries = pgTable(
  'diaries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    entryDate: date('entry_date').notNull(),
    /** The Korea-time day of the first save: the only day the entry can be edited. */
    writtenOn: date('written_on').notNull(),
    title: text('title'),
    /** The care areas (water, sleep, child meal, parent meal, illness, mood, breastfeeding). */
    areas: jsonb('areas').notNull(),
    /** Lexical editor state (JSON) and its plain text, for search and the PDF (ARCHITECTURE §7). */
    content: jsonb('content'),
    contentText: text('content_text').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** Optimistic concurrency between two devices editing one entry. */
    version: integer('version').notNull().default(1),
    /** Hidden from everybody but its author pending an admin's review: REPORT_HIDE_THRESHOLD distinct reporters (decision 0030). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('diaries_child_day_key').on(t.childId, t.entryDate),
    uniqueIndex('diaries_client_id_key').on(t.memberId, t.clientId),
    index('diaries_member_idx').on(t.memberId, t.entryDate),
    // The dashboard's writers per entry day: an index-only scan in group order (decision 0044).
    index('diaries_entry_member_idx').on(t.entryDate, t.memberId),
    // The back office's diary list, newest entry day first (decision 0042). Ascending on purpose: read
    // backwards it is `entry_date desc, id desc` exactly (decision 0041, sort indexes at scale).
    index('diaries_entry_date_idx').on(t.entryDate, t.id),
    // The same list by 작성 시각 (sort=createdAt): without it page 1 sorted all 1,000,000 entries (2.5-3.8 s, decision 0046).
    index('diaries_created_idx').on(t.createdAt, t.id),
    index('diaries_shared_idx')
      .on(t.sharedAt)
      .where(sql`${t.shared}`),
  ],
);

/** Photos of an entry, in order; files in the storage adapter under random keys. */
export const diaryImages = pgTable(
  'diary_images',
  {
    id: serial('id').primaryKey(),
    diaryId: integer('diary_id')
      .notNull()
      .references(() => diaries.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('diary_images_diary_idx').on(t.diaryId, t.position)],
);

/** Comments: members on shared entries (community), experts on ordered entries (decision 0027). */
export const diaryComments = pgTable(
  'diary_comments',
  {
    id: serial('id').primaryKey(),
    diaryId: integer('diary_id')
      .notNull()
      .references(() => diaries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['MEMBER', 'EXPERT'] })
      .notNull()
      .default('MEMBER'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden from everybody but its author pending an admin's review (decision 0030). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('diary_comments_diary_idx').on(t.diaryId, t.createdAt),
    // The back office's comment list (decision 0046): newest first from an index, and an author's
    // comments found without reading the others.
    index('diary_comments_created_idx').on(t.createdAt, t.id),
    index('diary_comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * Reports of an entry, a comment or a member (decision 0018); one per reporter and target. A report never
 * restricts anybody (decision 0030): `handledAt` is set when an admin reviews the reported member.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: ['DIARY', 'COMMENT', 'MEMBER'] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The member the report is about (the author of the entry or comment). */
    reportedMemberId: integer('reported_member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_once_key').on(t.reporterId, t.targetKind, t.targetId),
    index('reports_member_idx').on(t.reportedMemberId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    // The open reports of one entry or comment (the back office's lists, decision 0042).
    index('reports_target_idx').on(t.targetKind, t.targetId),
  ],
);

/** A member hides another member's entries and comments (decision 0018). */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_blocks_key').on(t.blockerId, t.blockedId), index('member_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Replays of queued writes (ARCHITECTURE §5): (user, key, request hash, response). A replay with the
 * same key and body gets the first response; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Web Push subscriptions, one per device (decision 0019 diary reminder). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** The reminder sent to a member for a Korea-time day: claimed once across instances (SKIP LOCKED). */
export const diaryReminders = pgTable(
  'diary_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('diary_reminders_key').on(t.userId, t.day)],
);
