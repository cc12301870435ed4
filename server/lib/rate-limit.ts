import { eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import type { AppEnv } from './app-env.ts';
import type { Clock } from './clock.ts';
import { AppError } from './app-error.ts';
import { addressBucket } from './client-address.ts';
import { createKeyLines } from './key-lines.ts';
import { IMAGE_UPLOADS_PER_MINUTE } from '../../src/contract/limits.ts';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * ARCHITECTURE §1: counters live in the database so that every instance shares them. Within a process
 * the counts of one key go to the database one at a time (decision 0088): a burst of one member's
 * requests then holds one connection, not the whole pool, while the row's lock lets them through.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;
  const lines = createKeyLines();

  /**
   * The one counting upsert of hit and claim: a window over by `stale` starts again at 1, otherwise the
   * count grows; with `onlyBelowLimit` a full window is left as it is and nothing is returned.
   */
  function count(rule: RateRule, subject: string, now: Date, stale: SQL, onlyBelowLimit: boolean) {
    return db
      .insert(rateLimits)
      .values({ key: keyOf(rule, subject), windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${stale} then ${now}::timestamptz else ${rateLimits.windowStart} end`,
        },
        ...(onlyBelowLimit ? { setWhere: sql`${stale} or ${rateLimits.count} < ${rule.limit}` } : {}),
      })
      .returning({ count: rateLimits.count });
  }

  /** Counts one request; throws TooManyRequestsException past the limit. */
  async function hit(rule: RateRule, subject: string): Promise<void> {
    await lines.run(keyOf(rule, subject), () => hitNow(rule, subject));
  }

  async function hitNow(rule: RateRule, subject: string): Promise<void> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await count(rule, subject, now, sql`${rateLimits.windowStart} < ${windowStart}`, false);
    if ((row?.count ?? 0) > rule.limit) throw new AppError('TooManyRequestsException');
  }

  /**
   * Takes one of the window's places before the work it guards, in one statement (decision 0047):
   * the upsert's row lock makes parallel claims queue, so at most `limit` pass in a window, on every
   * instance. Answers 0 when claimed, otherwise the seconds until the window ends (nothing counted).
   */
  function claim(rule: RateRule, subject: string): Promise<number> {
    return lines.run(keyOf(rule, subject), () => claimNow(rule, subject));
  }

  async function claimNow(rule: RateRule, subject: string): Promise<number> {
    const now = clock.now();
    // A window is over when Retry-After says so: at its last second, not one later.
    const stale = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.windowSeconds * 1000)}`;
    const claimed = await count(rule, subject, now, stale, true);
    if (claimed.length > 0) return 0;
    const [row] = await db
      .select({ windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, keyOf(rule, subject)));
    const ends = (row?.windowStart.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
    return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
  }

  /** Gives a claimed place back (the guarded work did not count after all). */
  async function release(rule: RateRule, subject: string): Promise<void> {
    await lines.run(keyOf(rule, subject), async () => {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, keyOf(rule, subject)));
    });
  }

  return Object.assign(hit, { claim, release });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The caller's address as every per-address limit counts it: resolved once per request by the app
 * (server/lib/client-address.ts), an IPv6 address grouped by its /64 (decision 0079).
 */
export function clientIp(c: Context<AppEnv>): string {
  return addressBucket(c.get('clientAddress'));
}

export const RATE_RULES = {
  /** Failed sign-ins from one address across all accounts (the per-account waits are modules/auth/sign-in-throttle.ts). */
  signIn: { name: 'sign-in-address', limit: 30, windowSeconds: 300 },
  checkDuplicate: { name: 'check-duplicate', limit: 60, windowSeconds: 60 },
  phoneAuth: { name: 'phone-auth', limit: 5, windowSeconds: 600 },
  recovery: { name: 'recovery', limit: 5, windowSeconds: 600 },
  join: { name: 'join', limit: 20, windowSeconds: 3600 },
  /** The address search, per member: a search dialog asks a few pages, never hundreds (decision 0074). */
  addressSearch: { name: 'address-search', limit: 60, windowSeconds: 60 },
  /** Pictures a member sends (profile, diary, inquiry), per member (decision 0078). */
  imageUpload: { name: 'image-upload', limit: IMAGE_UPLOADS_PER_MINUTE, windowSeconds: 60 },
  /** Invite codes a member tries, right or wrong (decision 0097): a family types one or two; guessing needs millions. */
  guardianInviteAccept: { name: 'guardian-invite-accept', limit: 10, windowSeconds: 600 },
  /** The anonymous Toss webhook, per address (Toss sends a few deliveries per payment). */
  tossWebhook: { name: 'toss-webhook', limit: 120, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;
