import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Coupons held by a member (decision 0014 lists them; decision 0027 issues and spends them).
 * kind DIARY_COMMENT is the expert-comment coupon of SPEC §8.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['DIARY_COMMENT'] }).notNull(),
    name: text('name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The diary the coupon paid an expert comment for (set by expert comments, decision 0027). */
    usedForDiaryId: integer('used_for_diary_id'),
  },
  (t) => [index('coupons_member_idx').on(t.memberId)],
);
