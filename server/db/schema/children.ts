import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    sex: text('sex', { enum: ['MALE', 'FEMALE'] }).notNull(),
    born: boolean('born').notNull(),
    birthDateTime: timestamp('birth_date_time', { withTimezone: true }),
    birthDueDate: date('birth_due_date'),
    height: numeric('height', { precision: 5, scale: 1, mode: 'number' }),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }),
    profileImageKey: text('profile_image_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('children_member_idx').on(t.memberId)],
);
