/** What an admin action says and refreshes (useAdminAction), apart from React and the message catalogue. */
import type { QueryKey } from '@tanstack/react-query';

/** What the last action did: a status line when it worked, an alert when it did not. */
export type ActionResult = { ok: boolean; text: string } | null;

/** The queries an action makes stale: `done` after it worked, `failed` after the server refused it. */
export type ActionRefresh = { done: readonly QueryKey[]; failed?: readonly QueryKey[] };

/** The keys to invalidate once the action has ended (pure, so it is tested apart from React). */
export function keysToRefresh(refresh: ActionRefresh, ok: boolean): readonly QueryKey[] {
  return ok ? refresh.done : (refresh.failed ?? []);
}
