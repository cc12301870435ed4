import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { accountApi } from '../../src/contract/account-api.ts';
import { inquiriesApi } from '../../src/contract/inquiries-api.ts';
import { moderationApi } from '../../src/contract/moderation-api.ts';
import { sessionApi } from '../../src/contract/session-api.ts';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import type { AuthCache, SessionState } from './auth-cache.ts';
import { AppError } from './app-error.ts';
import { endpointMatcher } from './endpoint-match.ts';
import { profileGap, profileGapSql, profileGateRefusal, type ProfileGap } from './profile-gate.ts';

export const RENEWAL_HEADERS = { access: 'x-access-renewal', refresh: 'x-refresh-renewal' } as const;

/**
 * What a restricted member may still do (decision 0030): learn why (/error/032), log out, and delete
 * the account (the right to erasure holds for everybody). The terms are client pages and need no call.
 * A path parameter matches one segment (endpoint-match.ts; the handler still checks ownership).
 */
export const restrictedMayCall = endpointMatcher([
  moderationApi.myRestriction,
  sessionApi.logout,
  accountApi.deleteAccount,
  // SPEC §2 /error/032: a restricted member can still reach the operator (decision 0072): their own
  // inquiries, a new one (the open cap holds) and its photo. What they write reaches only admins.
  inquiriesApi.memberInquiries,
  inquiriesApi.createInquiry,
  inquiriesApi.memberInquiry,
  inquiriesApi.uploadInquiryPhoto,
]);

/**
 * Resolves the caller from `Authorization: Bearer` and `x-refresh-token` (ARCHITECTURE §4).
 * An expired access token with a live refresh token is renewed in place: the request is served and
 * the new pair travels back in the renewal headers. Both expired → 403 JwtStatus; a restricted
 * member → 032; a revoked session (logout, reuse) → 401.
 */
export function authMiddleware(db: Db, tokens: TokenService, cache: AuthCache): MiddlewareHandler<AppEnv> {
  // Prepared once: this runs on every authenticated call (bench budget, decision 0006).
  const current = db
    .select({
      role: users.role,
      status: users.status,
      live: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}::uuid and ${refreshTokens.revokedAt} is null)`,
      gap: profileGapSql,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.withdrawnAt)))
    .limit(1)
    .prepare('auth_current_user');

  async function load(userId: number, familyId: string): Promise<SessionState | undefined> {
    const cached = cache.get(userId, familyId);
    if (cached) return cached;
    const [row] = await current.execute({ userId, familyId });
    if (!row) return undefined;
    const state: SessionState = { role: row.role, status: row.status, live: row.live, missing: profileGap(row.gap) };
    // Only a complete profile is remembered: completing it must count at once, on every instance.
    if (state.missing === null) cache.set(userId, familyId, state);
    return state;
  }

  async function roleOf(userId: number) {
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
      .limit(1);
    return row?.role ?? null;
  }

  return async (c, next) => {
    c.set('user', null);
    const header = c.req.header('authorization') ?? '';
    const access = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const refresh = c.req.header('x-refresh-token')?.trim() ?? '';
    if (!access) return next();

    let user: AuthUser;
    let missing: ProfileGap | null;
    const verified = await tokens.verifyAccess(access);
    if (verified.kind === 'valid') {
      const row = await load(verified.claims.userId, verified.claims.familyId);
      if (!row || !row.live) throw new AppError('UserAuthenticationException');
      missing = row.missing;
      user = {
        id: verified.claims.userId,
        role: row.role,
        status: row.status,
        registrationId: verified.claims.registrationId,
        familyId: verified.claims.familyId,
      };
    } else if (verified.kind === 'expired' && refresh) {
      const renewed = await tokens.renew(refresh, roleOf);
      if (renewed.kind === 'expired') throw new AppError('JwtStatus');
      if (renewed.kind !== 'renewed') throw new AppError('UserAuthenticationException');
      const row = await load(renewed.userId, renewed.familyId);
      if (!row || !row.live) throw new AppError('UserAuthenticationException');
      missing = row.missing;
      user = { id: renewed.userId, role: row.role, status: row.status, registrationId: renewed.registrationId, familyId: renewed.familyId };
      c.header(RENEWAL_HEADERS.access, renewed.pair.accessToken);
      c.header(RENEWAL_HEADERS.refresh, renewed.pair.refreshToken);
    } else if (verified.kind === 'expired') {
      throw new AppError('JwtStatus');
    } else {
      throw new AppError('UserAuthenticationException');
    }
    if (user.status === 'RESTRICTED' && !restrictedMayCall(c.req.method, c.req.path)) throw new AppError('BlockedUser');
    const gap = profileGateRefusal(user.role, missing, c.req.method, c.req.path);
    if (gap) throw new AppError(gap);
    c.set('user', user);
    return next();
  };
}
