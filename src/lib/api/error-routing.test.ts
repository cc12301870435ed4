import { describe, expect, it } from 'vitest';
import { errorPageHref, guardReaction, reactToError } from './error-routing.ts';

describe('SPEC §8 guard reactions', () => {
  it('known codes go to their pages; JwtStatus clears local data, 032 leaves it to /error/032 (decision 0030)', () => {
    expect(guardReaction('401', 'UserAuthenticationException')).toMatchObject({ code: '401', clearLocal: false });
    expect(guardReaction('032', 'BlockedUser')).toMatchObject({ code: '032', clearLocal: false });
    expect(reactToError('032', 'BlockedUser')).toMatchObject({ kind: 'page', code: '032', clearLocal: false });
    expect(guardReaction('403', 'JwtStatus')).toMatchObject({ code: '401', clearLocal: true });
    expect(guardReaction('404', 'NoSuchUserException')).toMatchObject({ code: '404' });
  });
  it('other errors go to the 400 page', () => {
    expect(guardReaction('500', 'UnknownErrorOccurred')).toMatchObject({ code: '400' });
    expect(guardReaction('IA001', 'UnknownErrorOccurred')).toMatchObject({ code: '400' });
  });
  it('screens reject codes that are not page codes', () => {
    expect(reactToError('409', 'UserInfoDuplicateException')).toEqual({ kind: 'reject' });
    expect(reactToError('422', 'LoginFailException')).toEqual({ kind: 'reject' });
  });
  it('passes the body message as a query', () => {
    expect(errorPageHref('403', 'IllegalUserRoleException')).toBe('/error/403?message=IllegalUserRoleException');
    expect(errorPageHref('404')).toBe('/error/404');
  });
});
