import type { Role, UserStatus } from '../../src/contract/roles.ts';
import type { ProfileGap } from './profile-gate.ts';

/** `missing`: what SPEC §5 guard 7 still asks of a member or expert before they may write (profile-gate.ts). */
export type SessionState = { role: Role; status: UserStatus; live: boolean; missing: ProfileGap | null };

/**
 * A short-lived, per-instance memory of "this session is live and this is the user's role and
 * status", so that a burst of calls costs one database look-up instead of one each (decision 0006
 * budget). Revocations on this instance forget at once; another instance notices within `ttlMs`.
 * See docs/decisions/0006-auth-cache.md.
 */
export function createAuthCache(ttlMs: number, now: () => number = Date.now, maxEntries = 50_000) {
  const entries = new Map<string, { state: SessionState; until: number; userId: number }>();
  return {
    get(userId: number, familyId: string): SessionState | undefined {
      if (ttlMs <= 0) return undefined;
      const key = `${userId}:${familyId}`;
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.state;
    },
    set(userId: number, familyId: string, state: SessionState): void {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(`${userId}:${familyId}`, { state, until: now() + ttlMs, userId });
    },
    forgetFamily(familyId: string): void {
      for (const key of entries.keys()) if (key.endsWith(`:${familyId}`)) entries.delete(key);
    },
    forgetUser(userId: number): void {
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
