import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_SECONDS } from '../../../src/contract/limits.ts';
import { withParticle } from '../../../src/contract/particles.ts';
import type { Db } from '../../db/client.ts';
import { phoneVerifications } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256, sixDigitCode } from '../../lib/crypto.ts';

type Purpose = 'VERIFY' | 'RECOVERY';

/** The SMS of a code: the particle follows the code as it is read ('084645를', '123451을'), decision 0075. */
export function verificationSms(code: string): string {
  return `[도담] 인증번호 ${withParticle(code, '을/를')} 입력해 주세요. (${PHONE_CODE_TTL_SECONDS / 60}분 안에)`;
}

/**
 * Two-step phone verification (SPEC §4, §5): a six-digit code by SMS that expires after
 * PHONE_CODE_TTL_SECONDS and allows PHONE_CODE_MAX_ATTEMPTS tries; a new request replaces the old code.
 */
export function createPhoneService({ database: { db }, clock, sms }: Deps) {
  async function send(purpose: Purpose, phone: string, userId: number | null): Promise<number> {
    const code = sixDigitCode();
    // A new request replaces the caller's own pending code: the user's for VERIFY (another member
    // asking for the same phone must not cancel it), the phone's for RECOVERY.
    const owner = userId === null ? eq(phoneVerifications.phone, phone) : eq(phoneVerifications.userId, userId);
    await db
      .update(phoneVerifications)
      .set({ expiresAt: clock.now() })
      .where(and(owner, eq(phoneVerifications.purpose, purpose), isNull(phoneVerifications.verifiedAt)));
    await db.insert(phoneVerifications).values({
      purpose,
      userId,
      phone,
      codeHash: sha256(`${phone}:${code}`),
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + PHONE_CODE_TTL_SECONDS * 1000),
    });
    await sms.send(phone, verificationSms(code));
    return PHONE_CODE_TTL_SECONDS;
  }

  /** Checks a code against the newest pending verification matching `where`; marks it verified. */
  async function check(purpose: Purpose, code: string, match: { userId?: number; phone?: string }): Promise<string> {
    const conditions = [eq(phoneVerifications.purpose, purpose), isNull(phoneVerifications.verifiedAt)];
    if (match.userId !== undefined) conditions.push(eq(phoneVerifications.userId, match.userId));
    if (match.phone !== undefined) conditions.push(eq(phoneVerifications.phone, match.phone));
    const [row] = await db
      .select()
      .from(phoneVerifications)
      .where(and(...conditions))
      .orderBy(desc(phoneVerifications.id))
      .limit(1);
    // Recovery: a phone with no pending code answers like a wrong code, so that the open recovery
    // form cannot tell a member's phone from an unknown one (the request step hides it too).
    if (!row) throw new AppError(match.phone ? 'VerificationCodeNumberIncorrectException' : 'UserHasNoPhoneException');
    if (clock.now() >= row.expiresAt) throw new AppError('VerificationNumberExpiredException');
    // Claim one attempt atomically before comparing, so that parallel guesses cannot exceed the limit.
    const claimed = await db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(and(eq(phoneVerifications.id, row.id), lt(phoneVerifications.attempts, PHONE_CODE_MAX_ATTEMPTS)))
      .returning({ id: phoneVerifications.id });
    if (claimed.length === 0) throw new AppError('VerificationNumberExpiredException');
    if (row.codeHash !== sha256(`${row.phone}:${code}`)) throw new AppError('VerificationCodeNumberIncorrectException');
    const done = await db
      .update(phoneVerifications)
      .set({ verifiedAt: clock.now() })
      .where(and(eq(phoneVerifications.id, row.id), isNull(phoneVerifications.verifiedAt)))
      .returning({ id: phoneVerifications.id });
    if (done.length === 0) throw new AppError('VerificationNumberExpiredException');
    return row.phone;
  }

  async function verifiedOwner(phone: string, exceptUserId: number, on: Db = db): Promise<boolean> {
    const [row] = await on
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), isNull(users.withdrawnAt), ne(users.id, exceptUserId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async requestForUser(userId: number, phone: string): Promise<number> {
      const [me] = await db.select({ verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
      if (me?.verifiedAt) throw new AppError('UserAlreadyVerifiedPhoneException');
      if (await verifiedOwner(phone, userId)) throw new AppError('UserInfoDuplicateException');
      return send('VERIFY', phone, userId);
    },

    async submitForUser(userId: number, code: string): Promise<void> {
      const [me] = await db.select({ verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
      if (me?.verifiedAt) throw new AppError('UserAlreadyVerifiedPhoneException');
      const phone = await check('VERIFY', code, { userId });
      await db.transaction(async (tx) => {
        // Two members submitting codes for one phone at the same moment: only the first may own it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verified-phone:${phone}`}))`);
        if (await verifiedOwner(phone, userId, tx)) throw new AppError('UserInfoDuplicateException');
        await tx.update(users).set({ phone, phoneVerifiedAt: clock.now(), updatedAt: clock.now() }).where(eq(users.id, userId));
      });
    },

    sendRecovery: (phone: string) => send('RECOVERY', phone, null),
    checkRecovery: (phone: string, code: string) => check('RECOVERY', code, { phone }),
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
