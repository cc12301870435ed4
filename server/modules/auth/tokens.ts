import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { PROVIDERS, ROLES, type Provider, type Role } from '../../../src/contract/roles.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import type { AuthCache } from '../../lib/auth-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { verifyHs256 } from '../../lib/hs256.ts';
import { createVerifiedTokens } from './verified-tokens.ts';

/** ARCHITECTURE §4 lifetimes. */
export const TOKEN_POLICY = {
  accessSeconds: 30 * 60,
  refreshIdleSeconds: 14 * 24 * 3600,
  refreshAbsoluteSeconds: 60 * 24 * 3600,
  /** A rotated refresh token presented again this soon is a parallel tab, not a thief. */
  graceSeconds: 30,
};

const Claims = v.object({
  sub: v.string(),
  role: v.picklist(ROLES),
  fam: v.string(),
  reg: v.nullable(v.picklist(PROVIDERS)),
});
export type AccessClaims = { userId: number; role: Role; familyId: string; registrationId: Provider | null };

export type TokenPair = { accessToken: string; refreshToken: string };
export type RenewResult =
  | { kind: 'renewed'; pair: TokenPair; userId: number; familyId: string; registrationId: Provider | null }
  | { kind: 'expired' }
  | { kind: 'reused' }
  | { kind: 'invalid' };

export function createTokenService(db: Db, secret: Uint8Array, clock: Clock, cache?: AuthCache) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const verified = createVerifiedTokens<AccessClaims>();
  // Imported once: jose given the raw secret imports it on every verify, ~4x its cost (decision 0054).
  const verifyKey = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

  async function signAccess(userId: number, role: Role, familyId: string, registrationId: Provider | null, iat = nowSeconds()): Promise<string> {
    return new SignJWT({ role, fam: familyId, reg: registrationId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_POLICY.accessSeconds)
      .sign(secret);
  }

  async function insertRefresh(
    userId: number,
    familyId: string,
    registrationId: Provider | null,
    familyExpiresAt: Date,
    token = randomToken(),
  ): Promise<string> {
    const idle = later(TOKEN_POLICY.refreshIdleSeconds);
    await db
      .insert(refreshTokens)
      .values({
        userId,
        familyId,
        tokenHash: sha256(token),
        registrationId,
        createdAt: clock.now(),
        expiresAt: idle < familyExpiresAt ? idle : familyExpiresAt,
        familyExpiresAt,
      })
      .onConflictDoNothing({ target: refreshTokens.tokenHash });
    return token;
  }

  function successorOf(refreshToken: string): string {
    return createHmac('sha256', secret).update(`refresh-successor:${refreshToken}`).digest('base64url');
  }

  return {
    async issue(userId: number, role: Role, registrationId: Provider | null): Promise<TokenPair> {
      const familyId = randomUUID();
      const refreshToken = await insertRefresh(userId, familyId, registrationId, later(TOKEN_POLICY.refreshAbsoluteSeconds));
      return { accessToken: await signAccess(userId, role, familyId, registrationId), refreshToken };
    },

    async verifyAccess(token: string): Promise<{ kind: 'valid'; claims: AccessClaims } | { kind: 'expired' } | { kind: 'invalid' }> {
      const now = nowSeconds();
      const known = verified.get(token, now);
      if (known === 'expired') return { kind: 'expired' };
      if (known) return { kind: 'valid', claims: known };
      const result = await verifyHs256(token, await verifyKey, now);
      if (result.kind !== 'valid') return result;
      const parsed = v.safeParse(Claims, result.payload);
      if (!parsed.success || !/^\d+$/.test(parsed.output.sub) || typeof result.payload.exp !== 'number') return { kind: 'invalid' };
      const c = parsed.output;
      const claims: AccessClaims = Object.freeze({ userId: Number(c.sub), role: c.role, familyId: c.fam, registrationId: c.reg });
      verified.remember(token, claims, result.payload.exp);
      return { kind: 'valid', claims };
    },

    /** Rotate a refresh token; role is read fresh by the caller, so it is passed in afterwards. */
    async renew(refreshToken: string, roleOf: (userId: number) => Promise<Role | null>): Promise<RenewResult> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
        .limit(1);
      if (!row || row.revokedAt) return { kind: 'invalid' };
      const now = clock.now();
      if (now >= row.expiresAt || now >= row.familyExpiresAt) return { kind: 'expired' };
      let rotatedAt = row.rotatedAt;
      if (rotatedAt === null) {
        // Claim the rotation atomically: of racing requests only one flips rotated_at; the others
        // read the winner's time, so every one of them signs the same pair below.
        const claimed = await db
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length > 0) rotatedAt = now;
        else {
          const [again] = await db.select({ rotatedAt: refreshTokens.rotatedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id)).limit(1);
          rotatedAt = again?.rotatedAt ?? now;
        }
      } else if (now.getTime() - rotatedAt.getTime() > TOKEN_POLICY.graceSeconds * 1000) {
        await this.revokeFamily(row.familyId);
        return { kind: 'reused' };
      }
      const role = await roleOf(row.userId);
      if (!role) return { kind: 'invalid' };
      // Renewals inside the grace window answer the same pair, so parallel tabs never fork the
      // session (docs/decisions/0032): the successor is derived from the presented token with the
      // server secret and stored once; the access token is signed at the rotation time (HS256 is
      // deterministic).
      const next = await insertRefresh(row.userId, row.familyId, row.registrationId, row.familyExpiresAt, successorOf(refreshToken));
      const accessToken = await signAccess(row.userId, role, row.familyId, row.registrationId, Math.floor(rotatedAt.getTime() / 1000));
      return { kind: 'renewed', pair: { accessToken, refreshToken: next }, userId: row.userId, familyId: row.familyId, registrationId: row.registrationId };
    },

    async revokeFamily(familyId: string): Promise<void> {
      cache?.forgetFamily(familyId);
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeUser(userId: number): Promise<void> {
      cache?.forgetUser(userId);
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
