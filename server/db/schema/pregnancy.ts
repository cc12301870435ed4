import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { users } from './users.ts';

/**
 * 태교일기 (decision 0100): an entry of an unborn child's pregnancy diary, by pregnancy week, written by
 * its family and named by the phone's UUID. The entries stay when the child is born.
 */
export const pregnancyEntries = pgTable(
  'pregnancy_entries',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    week: integer('week').notNull(),
    writtenOn: date('written_on').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pregnancy_entries_child_client_key').on(t.childId, t.clientId), index('pregnancy_entries_child_week_idx').on(t.childId, t.week)],
);

/** An ultrasound photo of an entry (decision 0101), stored as the diary's photos are. */
export const pregnancyPhotos = pgTable(
  'pregnancy_photos',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => pregnancyEntries.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pregnancy_photos_entry_idx').on(t.entryId, t.id)],
);
