/** Runs decide() from the root route's beforeLoad, performing the loads it asks for (SPEC §5). */
import { childrenApi } from '../../contract/children-api.ts';
import type { User } from '../../contract/user.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { errorPageHref, guardReaction } from '../api/error-routing.ts';
import { queryClient } from '../query/query-client.ts';
import { childrenQuery, meQuery, sessionKeys } from './session-queries.ts';
import { getChildInfo, getTokens, setChildInfo, setStoredUser } from '../storage/keys.ts';
import { decide, type GuardState } from './guard.ts';
import { SESSION_STARTED_AT, clearEverything, clearStoredAuth } from './session.ts';

export type GuardOutcome = { redirect: string | null };

function fresh<T>(key: readonly unknown[]): T | undefined {
  const state = queryClient.getQueryState<T>(key);
  if (!state || state.data === undefined) return undefined;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || state.dataUpdatedAt >= SESSION_STARTED_AT ? state.data : undefined;
}

function readState(): GuardState {
  const user = fresh<User>(sessionKeys.me);
  const children = fresh<{ id: number; selected: boolean }[]>(sessionKeys.children);
  return {
    hasTokens: getTokens() !== null,
    user,
    children,
    childInfoId: getChildInfo()?.id ?? null,
  };
}

/**
 * A network failure keeps whatever cached copy exists (offline start); so does an abort, which only
 * the page's own unloading causes here (the guard's calls carry no signal). Anything else is an error page.
 */
async function load(what: 'user' | 'children' | 'child', childId: number): Promise<string | null> {
  try {
    if (what === 'user') {
      const user = await queryClient.fetchQuery({ ...meQuery(false), staleTime: 0, retry: false });
      setStoredUser(user);
    } else if (what === 'children') {
      await queryClient.fetchQuery({ ...childrenQuery(false), staleTime: 0, retry: false });
    } else {
      const data = await call(childrenApi.child, { params: { id: childId }, query: { select: 'true' }, navigateOnError: false });
      setChildInfo(data.summary);
    }
    return null;
  } catch (error) {
    if (!isApiError(error)) return errorPageHref('400');
    if (error.status === undefined && (error.source === 'network' || error.source === 'timeout' || error.source === 'abort')) {
      if (what === 'child') return 'skip';
      const key = what === 'user' ? sessionKeys.me : sessionKeys.children;
      const cached = queryClient.getQueryData(key);
      if (cached !== undefined) {
        queryClient.setQueryData(key, cached, { updatedAt: Date.now() });
        return null;
      }
      return 'skip';
    }
    const reaction = guardReaction(error.code, error.message);
    if (reaction.clearLocal) await clearEverything();
    return errorPageHref(reaction.code, error.message);
  }
}

export async function runGuard(pathname: string): Promise<GuardOutcome> {
  for (let step = 0; step < 8; step++) {
    const decision = decide(readState(), { pathname }, import.meta.env.DEV ? 'everyone' : 'admins');
    if (decision.type === 'allow') {
      if (decision.clearAuth) clearStoredAuth();
      return { redirect: null };
    }
    if (decision.type === 'redirect') {
      if (decision.clearLocal) await clearEverything();
      return { redirect: decision.to };
    }
    const failure = await load(decision.what, decision.what === 'child' ? decision.childId : 0);
    if (failure === 'skip') return { redirect: null };
    if (failure) return { redirect: failure };
  }
  return { redirect: null };
}
