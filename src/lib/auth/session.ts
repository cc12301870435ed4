/** Session life cycle: store tokens after sign-in, refresh the guard's data, clear everything. */
import type { User } from '../../contract/user.ts';
import { sessionApi } from '../../contract/session-api.ts';
import { call } from '../api/call.ts';
import { forgetMemberData } from './member-data.ts';
import { clearPersistedCache } from '../query/persist.ts';
import { queryClient } from '../query/query-client.ts';
import { childrenQuery, meQuery, sessionKeys } from './session-queries.ts';
import { clearLocalData, clearStoredUser, clearTokens, getTokens, setStoredUser, setTokens, type StoredTokens } from '../storage/keys.ts';

/** When this page session started: cached data older than this is reloaded by the guard once. */
export const SESSION_STARTED_AT = Date.now();

/** SPEC §5 step 3: the loading page drops the stored auth before it receives new tokens. */
export function clearStoredAuth(): void {
  clearTokens();
  clearStoredUser();
  queryClient.removeQueries({ queryKey: ['session'] });
}

export function startSession(tokens: StoredTokens): void {
  clearStoredAuth();
  setTokens(tokens);
}

/** Tokens, user, child and payment data, and the persisted query cache (SPEC §4 logout). */
export async function clearEverything(): Promise<void> {
  clearLocalData();
  await clearPersistedCache(queryClient);
}

/**
 * SPEC §8's 032 reaction for a restricted member (decision 0030): user, child and payment data go, the
 * tokens stay, so that /error/032 can still read the reason, log out and delete the account.
 */
export async function clearAllButTokens(): Promise<void> {
  const tokens = getTokens();
  await clearEverything();
  if (tokens) setTokens(tokens);
}

/** Re-reads the user (and the children for members) after a change the guard depends on. */
export async function refreshSession(): Promise<User> {
  const user = await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
  setStoredUser(user);
  if (user.role === 'ROLE_MEMBER') {
    await queryClient.fetchQuery({ ...childrenQuery(), staleTime: 0 });
  }
  return user;
}

export function cachedUser(): User | undefined {
  return queryClient.getQueryData(sessionKeys.me);
}

/** POST /api/users/logout, then clear and leave (provider logout page for Kakao/Naver). */
export async function logout(): Promise<void> {
  let target: string = '/auth/sign-in';
  // Loaded on demand: the entry chunk does not carry the push calls.
  await import('../pwa/push-device.ts').then((push) => push.unsubscribeThisDevice()).catch(() => undefined);
  try {
    const result = await call(sessionApi.logout, { navigateOnError: false });
    if (result.providerLogoutUrl) target = result.providerLogoutUrl;
  } catch {
    // the local session ends whatever the server says
  }
  await forgetMemberData();
  await clearEverything();
  globalThis.location.assign(target);
}
