import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeReturnPath, withReturnFrom, withReturnPath } from './return-path.ts';

describe('safeReturnPath (decision 0049: return to the record after signing in again)', () => {
  it('keeps a page of this app with its query', () => {
    expect(safeReturnPath('/admin/payment?orderId=12')).toBe('/admin/payment?orderId=12');
    expect(safeReturnPath('/admin/member?memberId=5&tab=coupons')).toBe('/admin/member?memberId=5&tab=coupons');
    expect(safeReturnPath('/my-page/payment-history/3')).toBe('/my-page/payment-history/3');
  });

  it('refuses another origin, however it is spelled', () => {
    for (const raw of ['//evil.example/admin', '/\\evil.example', '/\tevil', 'https://evil.example/admin', 'javascript:alert(1)', 'admin', '', ' /admin']) {
      expect(safeReturnPath(raw), raw).toBeUndefined();
    }
  });

  it('refuses the root, sign-in and error pages (no loop) and anything that is not a short string', () => {
    for (const raw of ['/', '/auth/sign-in', '/auth/sign-in?returnTo=/admin', '/error/401', '/error/401?from=/admin']) {
      expect(safeReturnPath(raw), raw).toBeUndefined();
    }
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(`/admin?q=${'a'.repeat(1000)}`)).toBeUndefined();
  });
});

describe('withReturnPath (the router’s error navigator)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the page being left on the 401 page only', () => {
    vi.stubGlobal('location', { pathname: '/admin/payment', search: '?orderId=7' });
    expect(withReturnPath('/error/401?message=JwtStatus')).toBe('/error/401?message=JwtStatus&from=%2Fadmin%2Fpayment%3ForderId%3D7');
    expect(withReturnPath('/error/401')).toBe('/error/401?from=%2Fadmin%2Fpayment%3ForderId%3D7');
    expect(withReturnPath('/error/403?message=IllegalUserRoleException')).toBe('/error/403?message=IllegalUserRoleException');
    expect(withReturnPath('/error/401?from=%2Fmain')).toBe('/error/401?from=%2Fmain');
  });

  it('names nothing when the page being left is a sign-in or error page', () => {
    vi.stubGlobal('location', { pathname: '/error/401', search: '?from=%2Fadmin' });
    expect(withReturnPath('/error/401?message=JwtStatus')).toBe('/error/401?message=JwtStatus');
  });
});

describe('withReturnFrom (the guard’s own 401, SPEC §5 step 4)', () => {
  it('names a link opened signed out, a family invite with its code, so the sign-in comes back to it (decision 0097)', () => {
    expect(withReturnFrom('/error/401', '/my-page/child-info/join?code=AB12CD34')).toBe(
      `/error/401?from=${encodeURIComponent('/my-page/child-info/join?code=AB12CD34')}`,
    );
  });

  it('leaves other redirects, a 401 that names its page already, and a page not worth coming back to as they are', () => {
    expect(withReturnFrom('/main', '/diary')).toBe('/main');
    expect(withReturnFrom('/error/401?from=%2Fdiary', '/main')).toBe('/error/401?from=%2Fdiary');
    expect(withReturnFrom('/error/401', '/auth/sign-in')).toBe('/error/401');
    expect(withReturnFrom('/error/401', '//evil.example')).toBe('/error/401');
  });
});
