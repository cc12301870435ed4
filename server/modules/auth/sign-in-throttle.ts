import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Sign-in throttling by account (decision 0032): the first FREE_FAILURES wrong passwords cost
 * nothing; each one after that doubles the wait before the next try (2 s, 4 s … up to MAX_DELAY).
 * Unlike a lock, the owner always gets in after the wait, and an attacker who keeps guessing only
 * keeps the wait at its cap. A right password clears the count; a day without failures forgets it.
 * The row reuses rate_limits: window_start is the last failure, count the failures in a row.
 */
export const SIGN_IN_THROTTLE = { freeFailures: 5, maxDelaySeconds: 15 * 60, forgetSeconds: 24 * 3600 };

export function delaySeconds(failures: number): number {
  if (failures < SIGN_IN_THROTTLE.freeFailures) return 0;
  return Math.min(2 ** (failures - SIGN_IN_THROTTLE.freeFailures + 1), SIGN_IN_THROTTLE.maxDelaySeconds);
}

export function createSignInThrottle(db: Db, clock: Clock) {
  const keyOf = (loginId: string) => `sign-in-account:${loginId.trim().toLowerCase()}`;

  return {
    /** Seconds until the account may try again (0: now). */
    async waitSeconds(loginId: string): Promise<number> {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(loginId)))
        .limit(1);
      if (!row) return 0;
      const since = (clock.now().getTime() - row.windowStart.getTime()) / 1000;
      if (since >= SIGN_IN_THROTTLE.forgetSeconds) return 0;
      return Math.max(0, Math.ceil(delaySeconds(row.count) - since));
    },

    async failed(loginId: string): Promise<void> {
      const now = clock.now();
      const stale = sql`${rateLimits.windowStart} < ${new Date(now.getTime() - SIGN_IN_THROTTLE.forgetSeconds * 1000)}`;
      await db
        .insert(rateLimits)
        .values({ key: keyOf(loginId), windowStart: now, count: 1 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`, windowStart: now } });
    },

    async succeeded(loginId: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(loginId)));
    },
  };
}
