import { isErrorPageCode, type ErrorPageCode } from '../../contract/errors.ts';

/** What the client does with an error envelope (SPEC §8 "Handling" and "Guard reactions"). */
export type ErrorReaction = { kind: 'page'; code: ErrorPageCode; message: string; clearLocal: boolean } | { kind: 'reject' };

/**
 * A call made by a screen: 400/401/403/404 → error page; 403+JwtStatus clears local data. 032 keeps the
 * tokens: /error/032 clears the rest itself and needs them to show why, log out and delete the account
 * (decision 0030); it is a public path, so the guard never sends it back to itself.
 */
export function reactToError(code: string, message: string): ErrorReaction {
  if (code === '032') return { kind: 'page', code: '032', message, clearLocal: false };
  if (code === '403' && message === 'JwtStatus') return { kind: 'page', code: '401', message, clearLocal: true };
  if (code === '400' || code === '401' || code === '403' || code === '404') {
    return { kind: 'page', code, message, clearLocal: false };
  }
  return { kind: 'reject' };
}

/** A call made by the route guard: known codes go to their pages, anything else to 400. */
export function guardReaction(code: string, message: string): Extract<ErrorReaction, { kind: 'page' }> {
  const reaction = reactToError(code, message);
  if (reaction.kind === 'page') return reaction;
  if (isErrorPageCode(code)) return { kind: 'page', code, message, clearLocal: false };
  return { kind: 'page', code: '400', message, clearLocal: false };
}

export function errorPageHref(code: ErrorPageCode, message?: string): string {
  return message ? `/error/${code}?message=${encodeURIComponent(message)}` : `/error/${code}`;
}
