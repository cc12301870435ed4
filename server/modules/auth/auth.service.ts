import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Provider } from '../../../src/contract/roles.ts';
import { loginCodes, oauthStates } from '../../db/schema/auth.ts';
import { socialAccounts, users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import type { OAuthProfile } from '../../integrations/oauth.ts';
import { issueWelcomeCoupon } from '../coupons/coupon-issue.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { TokenPair } from './tokens.ts';

const LOGIN_CODE_SECONDS = 120;
const STATE_SECONDS = 600;

export function createAuthService({ database: { db }, tokens, clock }: Deps) {
  const later = (s: number) => new Date(clock.now().getTime() + s * 1000);

  async function isTaken(column: 'loginId' | 'nickname', value: string): Promise<boolean> {
    const where = column === 'loginId' ? eq(users.loginId, value) : and(eq(users.nickname, value), ne(users.status, 'WITHDRAWN'));
    const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
    return row !== undefined;
  }

  return {
    isTaken,

    async join(input: { userId: string; password: string; nickname: string }): Promise<TokenPair> {
      if ((await isTaken('loginId', input.userId)) || (await isTaken('nickname', input.nickname))) throw new AppError('UserInfoDuplicateException');
      const passwordHash = await hashPassword(input.password);
      // The member and their welcome coupon (decision 0027) exist together or not at all.
      const id = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values({ loginId: input.userId, passwordHash, nickname: input.nickname, role: 'ROLE_MEMBER' })
          .onConflictDoNothing()
          .returning({ id: users.id });
        const row = inserted[0];
        if (!row) throw new AppError('UserInfoDuplicateException');
        await issueWelcomeCoupon(tx, row.id, clock.now());
        return row.id;
      });
      return tokens.issue(id, 'ROLE_MEMBER', null);
    },

    async signIn(loginId: string, password: string): Promise<TokenPair> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.loginId, loginId), isNull(users.withdrawnAt)))
        .limit(1);
      const good = await checkPassword(row?.passwordHash ?? null, password);
      if (!row || !good) throw new AppError('LoginFailException');
      return tokens.issue(row.id, row.role, null);
    },

    /**
     * Starts a sign-in: the state for the provider, a nonce for the starting browser's cookie (only
     * its hash is kept) and, where the provider supports PKCE, the verifier (decision 0032).
     */
    async newState(provider: Provider, pkce: boolean): Promise<{ state: string; browserNonce: string; codeVerifier: string | null }> {
      const state = randomToken(24);
      const browserNonce = randomToken(24);
      const codeVerifier = pkce ? randomToken(32) : null;
      await db.insert(oauthStates).values({ state, provider, expiresAt: later(STATE_SECONDS), browserHash: sha256(browserNonce), codeVerifier });
      return { state, browserNonce, codeVerifier };
    },

    /**
     * Consumes a state once; null when unknown, expired, reused, for another provider or coming
     * back to another browser than the one that started it (login CSRF).
     */
    async consumeState(provider: Provider, state: string, browserNonce: string): Promise<{ codeVerifier: string | null } | null> {
      const rows = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, clock.now())))
        .returning({ browserHash: oauthStates.browserHash, codeVerifier: oauthStates.codeVerifier });
      const row = rows[0];
      if (!row || !browserNonce || !safeEqual(row.browserHash, sha256(browserNonce))) return null;
      return { codeVerifier: row.codeVerifier };
    },

    /** Finds the member linked to this provider id, or creates one (account linking by provider id). */
    async socialUser(provider: Provider, profile: OAuthProfile): Promise<number> {
      return db.transaction(async (tx) => {
        const [linked] = await tx
          .select({ userId: socialAccounts.userId })
          .from(socialAccounts)
          .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, profile.providerUserId)))
          .limit(1);
        if (linked) return linked.userId;
        const [created] = await tx.insert(users).values({ role: 'ROLE_MEMBER', email: profile.email }).returning({ id: users.id });
        if (!created) throw new AppError('UnknownErrorOccurred');
        await issueWelcomeCoupon(tx, created.id, clock.now());
        await tx.insert(socialAccounts).values({ userId: created.id, provider, providerUserId: profile.providerUserId, email: profile.email });
        return created.id;
      });
    },

    async newLoginCode(userId: number, registrationId: Provider): Promise<string> {
      const code = randomToken(32);
      await db.insert(loginCodes).values({ codeHash: sha256(code), userId, registrationId, expiresAt: later(LOGIN_CODE_SECONDS) });
      return code;
    },

    async exchange(code: string): Promise<TokenPair> {
      const [used] = await db
        .update(loginCodes)
        .set({ usedAt: clock.now() })
        .where(and(eq(loginCodes.codeHash, sha256(code)), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, clock.now())))
        .returning({ userId: loginCodes.userId, registrationId: loginCodes.registrationId });
      if (!used) throw new AppError('UserAuthenticationException');
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, used.userId), isNull(users.withdrawnAt)))
        .limit(1);
      if (!row) throw new AppError('UserAuthenticationException');
      return tokens.issue(used.userId, row.role, used.registrationId);
    },

    /** Housekeeping for expired one-time rows; cheap, called on sign-in paths. */
    async sweep(): Promise<void> {
      await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < ${clock.now()}`);
      await db.delete(loginCodes).where(sql`${loginCodes.expiresAt} < ${clock.now()}`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
