import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARE_LOG_KINDS, DIAPER_DETAILS, FEEDING_DETAILS } from '../../../src/contract/care-logs.ts';
import { children } from './children.ts';
import { users } from './users.ts';

/**
 * The one-tap daily log (decision 0098): a feeding, sleep or diaper of a child, written by any of its
 * family. `clientId` is the UUID the phone made: a write names the log by it, so the outbox's replay
 * of a write changes nothing. `logDay` is the Korea day the log started, the day it is listed and
 * counted on.
 */
export const careLogs = pgTable(
  'care_logs',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CARE_LOG_KINDS }).notNull(),
    detail: text('detail', { enum: [...FEEDING_DETAILS, ...DIAPER_DETAILS] }),
    amountMl: integer('amount_ml'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    logDay: date('log_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_logs_child_client_key').on(t.childId, t.clientId),
    index('care_logs_child_day_idx').on(t.childId, t.logDay, t.startedAt),
    // The timers still running: few rows, read on every day's page.
    index('care_logs_running_idx')
      .on(t.childId)
      .where(sql`${t.endedAt} is null and (${t.kind} = 'SLEEP' or ${t.detail} in ('BREAST_LEFT', 'BREAST_RIGHT'))`),
  ],
);
