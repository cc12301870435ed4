/**
 * The route guard as one pure decision (SPEC §5 "Route guard order", ARCHITECTURE §4).
 * The runner (guard-runner.ts) performs the loads it asks for and calls it again.
 */
import type { Role } from '../../contract/roles.ts';
import { PATHS, isAdminPath, isChildSetupPath, isPublicPath, isSignUpPath, normalizePath, isTestPath } from './paths.ts';

export type GuardUser = {
  role: Role | null;
  nickname: string | null;
  name: string | null;
  phone: string | null;
  phoneVerified: boolean;
  consentsAgreed: boolean;
};

export type GuardChild = { id: number; selected: boolean };

export type GuardState = {
  hasTokens: boolean;
  /** undefined: not loaded yet in this session. */
  user: GuardUser | undefined;
  children: readonly GuardChild[] | undefined;
  /** Id of the child summary held in local storage (childInfo), if any. */
  childInfoId: number | null;
};

export type GuardLocation = { pathname: string };

/**
 * Who may open the component lab under /test (decision 0040): everyone in development, only admins
 * in a production build.
 */
export type LabAccess = 'everyone' | 'admins';

export type Decision =
  | { type: 'allow'; clearAuth?: true }
  | { type: 'redirect'; to: string; clearLocal?: true }
  | { type: 'load'; what: 'user' }
  | { type: 'load'; what: 'children' }
  | { type: 'load'; what: 'child'; childId: number };

const allow: Decision = { type: 'allow' };
const to = (path: string): Decision => ({ type: 'redirect', to: path });

export function profileIncomplete(user: GuardUser): boolean {
  return !user.nickname || !user.name || !user.phone || !user.phoneVerified;
}

export function decide(state: GuardState, location: GuardLocation, lab: LabAccess = 'admins'): Decision {
  const path = normalizePath(location.pathname);
  // SPEC §2 entry: the root goes to sign-in (step 2 then sends a signed-in visitor to /main).
  if (path === '/') return to(PATHS.signIn);

  // Decision 0040: in development the component lab is open to every visitor, signed in or not.
  if (lab === 'everyone' && isTestPath(path)) return allow;

  // 1. Public paths need no token. 2. A signed-in visitor on sign-in goes to /main.
  // 3. The loading path clears stored auth (it is about to receive new tokens).
  if (isPublicPath(path)) {
    if (path === PATHS.signIn && state.hasTokens) return to(PATHS.main);
    if (path === PATHS.signInLoading) return { type: 'allow', clearAuth: true };
    return allow;
  }

  // 4. Everything else needs both tokens; otherwise local data is cleared → 401 page.
  if (!state.hasTokens) return { type: 'redirect', to: '/error/401', clearLocal: true };

  // 5. User info is fetched if not loaded; a missing role gives the 401 page.
  const user = state.user;
  if (user === undefined) return { type: 'load', what: 'user' };
  if (!user.role) return to('/error/401');

  // 6. Non-admins on /admin paths → /main; admins on other paths → /admin. Decision 0040: in
  // production the component lab under /test is an admin area outside /admin.
  const admin = user.role === 'ROLE_ADMIN';
  if (isTestPath(path)) return admin ? allow : to(PATHS.main);
  if (!admin && isAdminPath(path)) return to(PATHS.main);
  if (admin && !isAdminPath(path)) return to(PATHS.admin);
  if (admin) return allow;

  // 7. Non-admins: consents first (decision 0003), then name, nickname and a verified phone.
  if (!user.consentsAgreed) return path === PATHS.signUp ? allow : to(PATHS.signUp);
  if (profileIncomplete(user)) return isSignUpPath(path) ? allow : to(PATHS.signUpAdd);

  // 8. Members: children list, then a selected child, then its summary.
  if (user.role !== 'ROLE_MEMBER' || isSignUpPath(path)) return allow;
  const children = state.children;
  if (children === undefined) return { type: 'load', what: 'children' };
  if (children.length === 0) return path.startsWith(PATHS.childInfo) ? allow : to(PATHS.childInfo);
  const selected = children.find((child) => child.selected);
  if (!selected) return isChildSetupPath(path) ? allow : to(PATHS.childList);
  if (state.childInfoId !== selected.id) return { type: 'load', what: 'child', childId: selected.id };
  return allow;
}
