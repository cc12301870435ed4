import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens (ARCHITECTURE §4): only the SHA-256 hash is stored; every renewal rotates the token
 * inside its family; a rotated token presented again after the grace window revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Provider the session was opened with (SPEC §3 currentRegistrationId), null for ID/password. */
    registrationId: text('registration_id', { enum: ['KAKAO', 'NAVER'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time codes that /auth/sign-in/loading exchanges for tokens, so tokens never travel in a URL. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  registrationId: text('registration_id', { enum: ['KAKAO', 'NAVER'] }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** OAuth2 `state` values issued by /authorize and consumed once by /callback. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['KAKAO', 'NAVER'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** sha256 of the nonce in the starting browser's cookie: the callback must come from that browser (login CSRF, decision 0032). */
  browserHash: text('browser_hash').notNull().default(''),
  /** PKCE (RFC 7636) verifier where the provider supports it (Kakao); Naver does not. */
  codeVerifier: text('code_verifier'),
});

/** Phone verification codes: for the signed-in user (purpose VERIFY) or for account recovery. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['VERIFY', 'RECOVERY'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.phone), index('phone_verifications_user_idx').on(t.userId)],
);

/** Password reset tokens issued after a verified recovery code. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Where an account signed in with its right password before (decision 0079): an address (IPv6 by
 * its /64) or a device token (only its SHA-256). A known caller keeps its own budget of tries and
 * is not refused by the account's ceiling, which guessers from many addresses fill.
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    account: text('account').notNull(),
    /** 'address:<address or /64>' or 'device:<sha256 of the token>'. */
    subject: text('subject').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.subject] })],
);
