import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { appOfPath, pathOf, settleApp, switchApp } from './apps.ts';

/** Decision 0089: two apps on one origin, a page load between them, never a loop. */
describe('the app of a page', () => {
  it('gives /admin and /test to the back office, everything else to the members', () => {
    for (const path of ['/admin', '/admin/', '/admin/member', '/test/chart-test', '/test']) expect(appOfPath(path), path).toBe('admin');
    for (const path of ['/', '/main', '/administrator', '/tests', '/error/404', '/auth/sign-in', '/main/admin']) expect(appOfPath(path), path).toBe('member');
    expect(pathOf('/admin/member?memberId=3#x')).toBe('/admin/member');
  });
});

describe('switching app', () => {
  let replaced: string[];
  beforeEach(() => {
    replaced = [];
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', { location: { replace: (href: string) => replaced.push(href) } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the other app once per address; coming back to it in the wrong app tries no more', () => {
    expect(switchApp('/admin')).toBe(true);
    expect(switchApp('/admin')).toBe(false);
    expect(replaced).toEqual(['/admin']);
    expect(switchApp('/error/404')).toBe(true);
    expect(replaced).toEqual(['/admin', '/error/404']);
  });

  it('an app that opened its own page may switch to the same address again later', () => {
    expect(switchApp('/admin')).toBe(true);
    settleApp('admin', '/admin');
    expect(switchApp('/admin')).toBe(true);
    settleApp('member', '/admin');
    expect(switchApp('/admin')).toBe(false);
  });
});
