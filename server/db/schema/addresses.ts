import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's delivery addresses (decision 0026; SPEC §3 defaultAddress). At most one default per member
 * is the partial unique index, not only a rule in code (decision 0026).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Digits only (the contract's MemberPhone normalizes). */
    receiverMobilePhone: text('receiver_mobile_phone').notNull(),
    receiverHomePhone: text('receiver_home_phone'),
    street: text('street').notNull(),
    detail: text('detail').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);
