import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { RATE_RULES, type RateLimiter, type RateRule } from '../../lib/rate-limit.ts';

/**
 * Sign-in throttling (decision 0047, replacing the per-account wait of 0032; OWASP Authentication
 * Cheat Sheet "Account Lockout"). Three counters, each claimed in one database statement before the
 * password is checked, so parallel guesses cannot slip through between a read and a write, on any
 * number of instances:
 * - account and address: the first FREE_FAILURES wrong passwords cost nothing, then each one doubles
 *   the wait before the next try from that address (2 s, 4 s … up to 15 minutes). A guesser at one
 *   address keeps only their own address waiting; the owner elsewhere signs in.
 * - account alone: a higher ceiling, `ACCOUNT_RULE` failures an hour from all addresses together
 *   (ASVS 2.2.1's "no more than 100 failed attempts per hour"), against guessing from many addresses.
 * - address alone: `RATE_RULES.signIn` failures across accounts (password spraying).
 * A claim counts the try as a failure; a right password gives the address's place back and clears
 * the account's counters. Answered 429 TooManyRequestsException with Retry-After (SPEC §8).
 */
export const SIGN_IN_THROTTLE = { freeFailures: 5, maxDelaySeconds: 15 * 60, forgetSeconds: 24 * 3600 };

export const ACCOUNT_RULE: RateRule = { name: 'sign-in-account', limit: 100, windowSeconds: 3600 };

export function delaySeconds(failures: number): number {
  if (failures < SIGN_IN_THROTTLE.freeFailures) return 0;
  return Math.min(2 ** (failures - SIGN_IN_THROTTLE.freeFailures + 1), SIGN_IN_THROTTLE.maxDelaySeconds);
}

/** delaySeconds in SQL, for the claim's condition; the exponent is bounded so the power cannot overflow. */
function delaySql(failures: typeof rateLimits.count) {
  const { freeFailures, maxDelaySeconds } = SIGN_IN_THROTTLE;
  return sql`(case when ${failures} < ${freeFailures} then 0 else least(power(2, least(${failures} - ${freeFailures} + 1, 20)), ${maxDelaySeconds}) end)`;
}

export type SignInClaim = { accepted: true } | { accepted: false; retryAfterSeconds: number };

export function createSignInThrottle(db: Db, clock: Clock, rate: RateLimiter) {
  const account = (loginId: string) => loginId.trim().toLowerCase();
  const pairKey = (loginId: string, address: string) => `sign-in-pair:${account(loginId)}|${address}`;

  /** Claims a try for this account from this address: 0 when it may go ahead, else the seconds to wait. */
  async function claimPair(key: string): Promise<number> {
    const now = clock.now();
    const stale = sql`${rateLimits.windowStart} < ${new Date(now.getTime() - SIGN_IN_THROTTLE.forgetSeconds * 1000)}`;
    const due = sql`${rateLimits.windowStart} + ${delaySql(rateLimits.count)} * interval '1 second' <= ${now}::timestamptz`;
    const claimed = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`, windowStart: now },
        setWhere: sql`${stale} or ${due}`,
      })
      .returning({ count: rateLimits.count });
    if (claimed.length > 0) return 0;
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row) return 1;
    const since = (now.getTime() - row.windowStart.getTime()) / 1000;
    return Math.max(1, Math.ceil(delaySeconds(row.count) - since));
  }

  return {
    /** Before the password is checked: counts this try as a failure, or says how long to wait. */
    async claim(loginId: string, address: string): Promise<SignInClaim> {
      const byAddress = await rate.claim(RATE_RULES.signIn, address);
      if (byAddress > 0) return { accepted: false, retryAfterSeconds: byAddress };
      const byAccount = await rate.claim(ACCOUNT_RULE, account(loginId));
      if (byAccount > 0) {
        await rate.release(RATE_RULES.signIn, address);
        return { accepted: false, retryAfterSeconds: byAccount };
      }
      const byPair = await claimPair(pairKey(loginId, address));
      if (byPair > 0) {
        await rate.release(ACCOUNT_RULE, account(loginId));
        await rate.release(RATE_RULES.signIn, address);
        return { accepted: false, retryAfterSeconds: byPair };
      }
      return { accepted: true };
    },

    /** A right password: the try was no failure; the wait at this address and the account's hourly count start over. */
    async succeeded(loginId: string, address: string): Promise<void> {
      await rate.release(RATE_RULES.signIn, address);
      await db.delete(rateLimits).where(inArray(rateLimits.key, [pairKey(loginId, address), `${ACCOUNT_RULE.name}:${account(loginId)}`]));
    },
  };
}
