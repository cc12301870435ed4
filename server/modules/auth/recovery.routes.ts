import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { clientIp, RATE_RULES } from '../../lib/rate-limit.ts';
import { mount } from '../../lib/route.ts';
import type { PhoneService } from '../users/phone.service.ts';
import { hashPassword } from './passwords.ts';

const RESET_SECONDS = 600;

/** /auth/find-id-pw: find the user IDs of a verified phone and reset a password (SPEC §2). */
export function recoveryRoutes(app: Hono<AppEnv>, deps: Deps, phone: PhoneService): void {
  const { db } = deps.database;
  const { clock, rate } = deps;

  const accountsOf = (phoneNumber: string) =>
    db
      .select({ id: users.id, loginId: users.loginId })
      .from(users)
      .where(and(eq(users.phone, phoneNumber), isNotNull(users.phoneVerifiedAt), isNull(users.withdrawnAt)));

  mount(app, api.recoveryRequest, async ({ c, body }) => {
    await rate(RATE_RULES.recovery, `${clientIp(c)}:${body.phone}`);
    // Same answer whether or not the phone is known, so that the form cannot probe for members.
    const known = await accountsOf(body.phone);
    if (known.length > 0) return { expiresInSeconds: await phone.sendRecovery(body.phone) };
    return { expiresInSeconds: 180 };
  });

  mount(app, api.recoveryVerify, async ({ body }) => {
    const verifiedPhone = await phone.checkRecovery(body.phone, body.code);
    const userIds = (await accountsOf(verifiedPhone)).flatMap((a) => (a.loginId ? [a.loginId] : []));
    if (userIds.length === 0) return { userIds, resetToken: null };
    const token = randomToken();
    await db
      .insert(passwordResets)
      .values({ tokenHash: sha256(token), phone: verifiedPhone, expiresAt: new Date(clock.now().getTime() + RESET_SECONDS * 1000) });
    return { userIds, resetToken: token };
  });

  mount(app, api.passwordReset, async ({ body }) => {
    const live = and(eq(passwordResets.tokenHash, sha256(body.resetToken)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, clock.now()));
    const [reset] = await db.select({ phone: passwordResets.phone }).from(passwordResets).where(live).limit(1);
    if (!reset) throw new AppError('VerificationNumberExpiredException');
    // The user ID is checked before the token is used up, so that a mistyped ID does not burn it.
    const owner = (await accountsOf(reset.phone)).find((a) => a.loginId === body.userId);
    if (!owner) throw new AppError('NoSuchUserException');
    const claimed = await db.update(passwordResets).set({ usedAt: clock.now() }).where(live).returning({ phone: passwordResets.phone });
    if (claimed.length === 0) throw new AppError('VerificationNumberExpiredException');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), updatedAt: clock.now() })
      .where(eq(users.id, owner.id));
    await deps.tokens.revokeUser(owner.id);
    return null;
  });
}
