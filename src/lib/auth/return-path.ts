/**
 * Where to come back to after signing in again (decision 0049; SPEC §7, §8): a session that expired
 * mid-action goes to /error/401 with the page it left (`from`, added by the router's error
 * navigator: withReturnPath), the page's 로그인 button hands it to
 * /auth/sign-in (`returnTo`), and the sign-in goes there instead of home; the guard (SPEC §5) then
 * judges the page as any other. Only a path of this origin is ever taken: never another host
 * (`//evil.example`, `/\evil.example`), never a sign-in or error page (no loops).
 */
import { isPublicPath, normalizePath } from './paths.ts';

const BASE = 'https://return.invalid';

/** The path and query of `raw` when it is one of this app's pages behind the sign-in, else undefined. */
export function safeReturnPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 1000 || !raw.startsWith('/') || /[\\\s]/.test(raw.slice(0, 2))) return undefined;
  try {
    const url = new URL(raw, BASE);
    const path = normalizePath(url.pathname);
    if (url.origin !== BASE || path === '/' || isPublicPath(path)) return undefined;
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/** The page being left (for /error/401's `from`): the current path and query, when worth coming back to. */
export function currentReturnPath(): string | undefined {
  const location = globalThis.location;
  return location ? safeReturnPath(location.pathname + location.search) : undefined;
}

/**
 * The 401 page's address with the page being left as `from` (SPEC §8: every call's 401 goes
 * through the router's error navigator, which passes it here). Other error pages are as they are.
 */
export function withReturnPath(href: string): string {
  return withReturnFrom(href, currentReturnPath());
}

/**
 * The 401 page's address with `from` (when it is worth coming back to): also the guard's own 401
 * (SPEC §5 step 4), so a link opened signed out — a family invite (decision 0097) — is where the
 * sign-in comes back to.
 */
export function withReturnFrom(href: string, from: string | undefined): string {
  if (!/^\/error\/401(\?|$)/.test(href) || /[?&]from=/.test(href)) return href;
  const back = safeReturnPath(from);
  return back ? `${href}${href.includes('?') ? '&' : '?'}from=${encodeURIComponent(back)}` : href;
}
