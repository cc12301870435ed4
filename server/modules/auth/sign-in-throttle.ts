import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { SIGN_IN_DEVICE_TOKEN } from '../../../src/contract/sign-in-device.ts';
import type { Db } from '../../db/client.ts';
import { knownSignIns, rateLimits } from '../../db/schema/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { RATE_RULES, type RateLimiter, type RateRule } from '../../lib/rate-limit.ts';

/**
 * Sign-in throttling (decision 0047, replacing the per-account wait of 0032; known callers and IPv6
 * by /64, decision 0079; OWASP Authentication Cheat Sheet "Account Lockout"). Counters, each claimed
 * in one database statement before the password is checked, so parallel guesses cannot slip through
 * between a read and a write, on any number of instances:
 * - account and caller: the first FREE_FAILURES wrong passwords cost nothing, then each one doubles
 *   the wait before the next try from that caller (2 s, 4 s … up to 15 minutes). The caller is the
 *   address (an IPv6 address by its /64), or the device when its token is known to the account.
 * - account alone: a higher ceiling, `ACCOUNT_RULE` failures an hour from unknown callers together
 *   (ASVS 2.2.1's "no more than 100 failed attempts per hour"), against guessing from many
 *   addresses. It slows unknown callers only: a device or an address that signed in to the account
 *   with its right password in the last KNOWN_FOR_DAYS keeps its own budget, so 22 guessing
 *   addresses cannot lock the owner out.
 * - address alone: `RATE_RULES.signIn` failures across accounts (password spraying); a known device
 *   is not counted there.
 * A claim counts the try as a failure; a right password gives the places back and clears the
 * caller's wait. Answered 429 TooManyRequestsException with Retry-After (SPEC §8).
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

/** A caller that signed in to the account with its right password within this time is known. */
export const KNOWN_FOR_DAYS = 90;

/** How a try was let through: which counters it holds, so a right password gives them back. */
type Lanes = { known: 'device' | 'address' | null; pairKey: string; byAddress: boolean; byAccount: boolean };
export type SignInClaim = { accepted: true; lanes: Lanes } | { accepted: false; retryAfterSeconds: number };

export function createSignInThrottle(db: Db, clock: Clock, rate: RateLimiter) {
  const account = (loginId: string) => loginId.trim().toLowerCase();
  const pairKey = (loginId: string, caller: string) => `sign-in-pair:${account(loginId)}|${caller}`;
  const deviceSubject = (token: string) => `device:${sha256(token)}`;
  const addressSubject = (address: string) => `address:${address}`;

  /** Claims a try for this account from this caller: 0 when it may go ahead, else the seconds to wait. */
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

  /** A device that signed in to this account before wins over an address that did. */
  async function knownAs(loginId: string, address: string, device: string | null): Promise<Lanes['known']> {
    const subjects = [addressSubject(address), ...(device ? [deviceSubject(device)] : [])];
    const since = new Date(clock.now().getTime() - KNOWN_FOR_DAYS * 86_400_000);
    const found = await db
      .select({ subject: knownSignIns.subject })
      .from(knownSignIns)
      .where(and(eq(knownSignIns.account, account(loginId)), inArray(knownSignIns.subject, subjects), gt(knownSignIns.lastSuccessAt, since)));
    if (device && found.some((f) => f.subject === deviceSubject(device))) return 'device';
    return found.length > 0 ? 'address' : null;
  }

  return {
    /**
     * Before the password is checked: counts this try as a failure, or says how long to wait. A known
     * device has only its own wait; a known address its own wait and the address's; an unknown caller
     * also the account's ceiling, which guessers from many addresses fill (decision 0079).
     */
    async claim(loginId: string, address: string, deviceToken: string | null): Promise<SignInClaim> {
      const device = deviceToken && SIGN_IN_DEVICE_TOKEN.test(deviceToken) ? deviceToken : null;
      const known = await knownAs(loginId, address, device);
      const lanes: Lanes = {
        known,
        pairKey: pairKey(loginId, known === 'device' && device ? deviceSubject(device) : address),
        byAddress: known !== 'device',
        byAccount: known === null,
      };
      const taken: (() => Promise<void>)[] = [];
      const giveBack = async () => {
        for (const release of taken.reverse()) await release();
      };
      if (lanes.byAddress) {
        const wait = await rate.claim(RATE_RULES.signIn, address);
        if (wait > 0) return { accepted: false, retryAfterSeconds: wait };
        taken.push(() => rate.release(RATE_RULES.signIn, address));
      }
      if (lanes.byAccount) {
        const wait = await rate.claim(ACCOUNT_RULE, account(loginId));
        if (wait > 0) {
          await giveBack();
          return { accepted: false, retryAfterSeconds: wait };
        }
        taken.push(() => rate.release(ACCOUNT_RULE, account(loginId)));
      }
      const wait = await claimPair(lanes.pairKey);
      if (wait > 0) {
        await giveBack();
        return { accepted: false, retryAfterSeconds: wait };
      }
      return { accepted: true, lanes };
    },

    /**
     * A right password: the try was no failure, its caller's wait starts over, and the address and the
     * device (a new token when it brought none) are known to the account from now on. Answers the
     * device token for the client to keep. The account's ceiling is not cleared: guessers elsewhere
     * would get a fresh hour each time the owner signs in.
     */
    async succeeded(loginId: string, address: string, deviceToken: string | null, lanes: Lanes): Promise<string> {
      const device = deviceToken && SIGN_IN_DEVICE_TOKEN.test(deviceToken) ? deviceToken : randomToken(32);
      if (lanes.byAddress) await rate.release(RATE_RULES.signIn, address);
      if (lanes.byAccount) await rate.release(ACCOUNT_RULE, account(loginId));
      await db.delete(rateLimits).where(eq(rateLimits.key, lanes.pairKey));
      const now = clock.now();
      const rows = [addressSubject(address), deviceSubject(device)].map((subject) => ({ account: account(loginId), subject, lastSuccessAt: now }));
      await db
        .insert(knownSignIns)
        .values(rows)
        .onConflictDoUpdate({ target: [knownSignIns.account, knownSignIns.subject], set: { lastSuccessAt: now } });
      // The account's places no one signed in from for KNOWN_FOR_DAYS are forgotten (personal data kept no longer than it serves).
      await db
        .delete(knownSignIns)
        .where(and(eq(knownSignIns.account, account(loginId)), lt(knownSignIns.lastSuccessAt, new Date(now.getTime() - KNOWN_FOR_DAYS * 86_400_000))));
      return device;
    },
  };
}
