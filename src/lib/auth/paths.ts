/** Paths the route guard (SPEC §5) and the layouts branch on. */
export const PATHS = {
  signIn: '/auth/sign-in',
  signInLoading: '/auth/sign-in/loading',
  signUp: '/auth/sign-up',
  signUpAdd: '/auth/sign-up/add',
  signUpDone: '/auth/sign-up/done',
  findIdPw: '/auth/find-id-pw',
  deleteAccount: '/auth/delete-account',
  privacyPolicy: '/auth/privacy-policy',
  termsOfService: '/auth/terms-of-service',
  main: '/main',
  counsel: '/main/counsel',
  admin: '/admin',
  childInfo: '/my-page/child-info',
  childList: '/my-page/child-list',
} as const;

/** SPEC §5 step 1 public paths, plus the error pages (they must render without tokens). */
const PUBLIC_EXACT: ReadonlySet<string> = new Set([
  PATHS.signIn,
  PATHS.signInLoading,
  PATHS.findIdPw,
  PATHS.deleteAccount,
  PATHS.privacyPolicy,
  PATHS.termsOfService,
]);

export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isErrorPath(path: string): boolean {
  return isUnder(path, '/error');
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_EXACT.has(path) || isErrorPath(path);
}

export function isAdminPath(path: string): boolean {
  return isUnder(path, PATHS.admin);
}

export function isSignUpPath(path: string): boolean {
  return isUnder(path, PATHS.signUp);
}

/** The component lab (SPEC §2 test pages): open to everyone in development, to admins in production (decision 0040). */
export function isTestPath(path: string): boolean {
  return isUnder(path, '/test');
}

export function isChildSetupPath(path: string): boolean {
  return isUnder(path, PATHS.childInfo) || path === PATHS.childList;
}

/** SPEC §2: the bottom navigation shows only on these exact paths. */
export const BOTTOM_NAV_PATHS = ['/care-info', '/kcdi', '/main', '/community', '/my-page'] as const;
export function showsBottomNav(pathname: string): boolean {
  return (BOTTOM_NAV_PATHS as readonly string[]).includes(normalizePath(pathname));
}

/**
 * A path of this app to come back to (`?returnTo=`), or undefined: only '/…' paths, never '//host'
 * or '/\host' (which browsers read as another site), so a crafted link cannot send anyone away.
 */
export function inAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20)) return undefined;
  return value;
}
