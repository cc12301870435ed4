import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ARTICLE_CATEGORIES } from '../../../src/contract/care-info.ts';
import { users } from './users.ts';

/**
 * Care-info articles (SPEC §2 /care-info; decision 0066). An article is for `age_from_months` to
 * `age_to_months` (inclusive), or for pregnancy and birth preparation. `picture_key` names its
 * picture in the file storage; the picture's URL carries `updated_at` as its version.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category', { enum: ARTICLE_CATEGORIES }).notNull(),
    ageFromMonths: integer('age_from_months').notNull(),
    ageToMonths: integer('age_to_months').notNull(),
    pregnancy: boolean('pregnancy').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull(),
    scheduleCodes: jsonb('schedule_codes').$type<string[]>().notNull(),
    /** ORIGINAL, or KOGL with `source_attribution` (공공누리). */
    sourceKind: text('source_kind', { enum: ['ORIGINAL', 'KOGL'] }).notNull(),
    sourceAttribution: text('source_attribution'),
    checkedAgainst: text('checked_against'),
    content: jsonb('content').notNull(),
    contentText: text('content_text').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    pictureKey: text('picture_key').notNull(),
    status: text('status', { enum: ['DRAFT', 'PUBLISHED', 'HIDDEN'] }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_published_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'PUBLISHED'`),
    check('articles_age_range', sql`${t.ageFromMonths} >= 0 and ${t.ageToMonths} >= ${t.ageFromMonths}`),
  ],
);

/** A member keeps an article to read again (and offline: the app fetches it into the device's cache). */
export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.articleId] })],
);
