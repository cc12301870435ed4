import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    /** Null only for an unborn child whose sex is not known yet ('아직 몰라요', decision 0071). */
    sex: text('sex', { enum: ['MALE', 'FEMALE'] }),
    born: boolean('born').notNull(),
    birthDateTime: timestamp('birth_date_time', { withTimezone: true }),
    birthDueDate: date('birth_due_date'),
    height: numeric('height', { precision: 5, scale: 1, mode: 'number' }),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }),
    profileImageKey: text('profile_image_key'),
    /** Optimistic concurrency: every edit bumps it; an edit based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('children_member_idx').on(t.memberId), check('children_born_sex_check', sql`${t.sex} is not null or not ${t.born}`)],
);

/** Growth measurements over time (decision 0015); the summary's current height/weight is the latest. */
export const childMeasurements = pgTable(
  'child_measurements',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    measuredOn: date('measured_on').notNull(),
    heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }),
    headCm: numeric('head_cm', { precision: 4, scale: 1, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('child_measurements_day_key').on(t.childId, t.measuredOn)],
);

/** One row per scheduled dose of the Korean national immunization schedule (decision 0013). */
export const childVaccinations = pgTable(
  'child_vaccinations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Key of the dose in the schedule data, e.g. 'DTaP-2'. */
    scheduleKey: text('schedule_key').notNull(),
    vaccinatedOn: date('vaccinated_on'),
    /** Marked done without a date ('이미 맞았어요' / '이미 받았어요', decision 0071); a date clears it. */
    undated: boolean('undated').notNull().default(false),
    memo: text('memo'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('child_vaccinations_key').on(t.childId, t.scheduleKey)],
);

/** One row per round of the national infant health checkups (decision 0013). */
export const childHealthCheckups = pgTable(
  'child_health_checkups',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    scheduleKey: text('schedule_key').notNull(),
    checkedOn: date('checked_on'),
    /** Marked done without a date ('이미 맞았어요' / '이미 받았어요', decision 0071); a date clears it. */
    undated: boolean('undated').notNull().default(false),
    memo: text('memo'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('child_health_checkups_key').on(t.childId, t.scheduleKey)],
);

/**
 * Claims of the "window opens soon" push (decision 0071): one row per child and window start day, so
 * that one of several processes sends it, once. Inserted before the send (a crash loses it rather
 * than sending twice); rows long past their day are pruned.
 */
export const scheduleReminders = pgTable(
  'schedule_reminders',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    windowStart: date('window_start').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedule_reminders_key').on(t.childId, t.windowStart)],
);

/** Child words: prompts for the parent chosen by age, each answered once and editable (decision 0014). */
export const childMessages = pgTable(
  'child_messages',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    promptKey: text('prompt_key').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('child_messages_key').on(t.childId, t.promptKey)],
);

/** The child survey (feeding, sleep, temperament, concerns), one per child (decision 0014). */
export const childSurveys = pgTable('child_surveys', {
  childId: integer('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
