import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Login ID for ID/password accounts; null for social-only accounts. */
    loginId: text('login_id'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['ROLE_MEMBER', 'ROLE_EXPERT', 'ROLE_ADMIN'] })
      .notNull()
      .default('ROLE_MEMBER'),
    status: text('status', { enum: ['ACTIVE', 'RESTRICTED', 'WITHDRAWN'] })
      .notNull()
      .default('ACTIVE'),
    warningCount: integer('warning_count').notNull().default(0),
    /** Why and since when an admin restricted the member (SPEC §4; decision 0030): shown on /error/032. */
    restrictionReason: text('restriction_reason'),
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /** Set when REPORT_HIDE_THRESHOLD distinct members reported them: on the admin's review list until reviewed. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    email: text('email'),
    nickname: text('nickname'),
    name: text('name'),
    birthDate: date('birth_date'),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    pushNotiEnabled: boolean('push_noti_enabled').notNull().default(false),
    phoneNotiEnabled: boolean('phone_noti_enabled').notNull().default(false),
    diaryNotiTime: text('diary_noti_time'),
    selectedChildId: integer('selected_child_id'),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The member's diary entries, kept by a trigger on diaries (migration 0017, decision 0046): the back
     * office's author search reads only the nicknames of members who wrote.
     */
    diaryCount: integer('diary_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_login_id_key').on(t.loginId),
    uniqueIndex('users_nickname_key')
      .on(t.nickname)
      .where(sql`${t.status} <> 'WITHDRAWN'`),
    index('users_phone_idx').on(t.phone),
    // Part-word search of the back office (decision 0041): ILIKE '%도담%' uses these trigram indexes.
    index('users_nickname_trgm_idx').using('gin', sql`${t.nickname} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_login_id_trgm_idx').using('gin', sql`${t.loginId} gin_trgm_ops`),
    // The member list's sortable columns (decision 0041): deep offset pages walk an index, not a sort.
    // The role leads: the list shows one role, and its total is counted from this index alone.
    // Ascending on purpose: read backwards it is exactly `created_at desc, id desc` (PostgreSQL's desc
    // puts NULLs first), which a `desc nulls last` index could never serve (decision 0041).
    index('users_created_idx').on(t.role, t.createdAt, t.id),
    index('users_warning_sort_idx').on(t.role, t.warningCount, t.id),
    index('users_nickname_sort_idx').on(t.role, t.nickname, t.id),
    // The diary list's author search (decision 0046): only members who wrote, read from the index alone.
    index('users_writer_nickname_idx')
      .on(t.nickname, t.id)
      .where(sql`${t.diaryCount} > 0`),
    index('users_review_idx')
      .on(t.reviewRequestedAt)
      .where(sql`${t.reviewRequestedAt} is not null`),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['KAKAO', 'NAVER'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_accounts_provider_key').on(t.provider, t.providerUserId), index('social_accounts_user_idx').on(t.userId)],
);
