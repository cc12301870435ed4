/**
 * The device's cache of bookmarked articles (offline-copies.ts) and its registration for logout:
 * which articles a member kept must not outlive the session on a shared phone (decision 0053).
 * Kept apart (no contract imports) so the entry, which registers it, stays light.
 */
import { registerMemberData } from '../../lib/auth/member-data.ts';

export const SAVED_CACHE = 'care-info-saved';

export function registerCareInfoData(): void {
  registerMemberData('care-info', {
    forget: async () => {
      if (typeof caches !== 'undefined') await caches.delete(SAVED_CACHE);
    },
  });
}
