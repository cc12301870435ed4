import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { users } from './users.ts';

/**
 * A member who cares for another member's child: sees and writes its diary, records and schedules
 * (decision 0097). The child's owner stays `children.memberId`; what is bought stays with its payer.
 */
export const childGuardians = pgTable(
  'child_guardians',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('child_guardians_child_member_key').on(t.childId, t.memberId), index('child_guardians_member_idx').on(t.memberId)],
);

/**
 * An invitation to become a child's guardian: single use, valid for GUARDIAN_INVITE_TTL_MS. Only the
 * code's SHA-256 is kept, so a database read gives nobody a working code.
 */
export const guardianInvites = pgTable(
  'guardian_invites',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guardian_invites_code_key').on(t.codeHash), index('guardian_invites_child_idx').on(t.childId)],
);
