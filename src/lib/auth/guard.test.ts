import { describe, expect, it } from 'vitest';
import { decide, type GuardState, type GuardUser } from './guard.ts';

const member: GuardUser = { role: 'ROLE_MEMBER', nickname: '도담맘', name: '김도담', phone: '01012345678', phoneVerified: true, consentsAgreed: true };
const admin: GuardUser = { ...member, role: 'ROLE_ADMIN' };
const expert: GuardUser = { ...member, role: 'ROLE_EXPERT' };
const ready: GuardState = { hasTokens: true, user: member, children: [{ id: 7, selected: true }], childInfoId: 7 };
const anon: GuardState = { hasTokens: false, user: undefined, children: undefined, childInfoId: null };
const at = (pathname: string) => ({ pathname });

describe('SPEC §2 entry', () => {
  it('root redirects to /auth/sign-in', () => {
    expect(decide(anon, at('/'))).toEqual({ type: 'redirect', to: '/auth/sign-in' });
  });
});

describe('SPEC §5 step 1: public paths need no token', () => {
  it.each(['/auth/sign-in', '/auth/delete-account', '/auth/privacy-policy', '/auth/terms-of-service', '/auth/find-id-pw', '/error/401', '/error/404'])(
    '%s is allowed without tokens',
    (path) => {
      expect(decide(anon, at(path))).toEqual({ type: 'allow' });
    },
  );
  it('sign-up pages are not public (decision 0003)', () => {
    expect(decide(anon, at('/auth/sign-up'))).toEqual({ type: 'redirect', to: '/error/401', clearLocal: true });
  });
});

describe('SPEC §5 step 2: a logged-in visitor on sign-in goes to /main', () => {
  it('redirects /auth/sign-in with tokens', () => {
    expect(decide(ready, at('/auth/sign-in'))).toEqual({ type: 'redirect', to: '/main' });
  });
  it('trailing slash is the same path', () => {
    expect(decide(ready, at('/auth/sign-in/'))).toEqual({ type: 'redirect', to: '/main' });
  });
});

describe('SPEC §5 step 3: the loading path clears stored auth', () => {
  it('allows and asks to clear, with or without tokens', () => {
    expect(decide(ready, at('/auth/sign-in/loading'))).toEqual({ type: 'allow', clearAuth: true });
    expect(decide(anon, at('/auth/sign-in/loading'))).toEqual({ type: 'allow', clearAuth: true });
  });
});

describe('SPEC §5 step 4: other paths need both tokens', () => {
  it.each(['/main', '/my-page/setting', '/admin', '/kcdi/Result'])('%s without tokens → 401 and clear', (path) => {
    expect(decide(anon, at(path))).toEqual({ type: 'redirect', to: '/error/401', clearLocal: true });
  });
});

describe('SPEC §5 step 5: user info is fetched if not loaded; a missing role gives 401', () => {
  it('asks to load the user', () => {
    expect(decide({ ...ready, user: undefined }, at('/main'))).toEqual({ type: 'load', what: 'user' });
  });
  it('missing role → 401', () => {
    expect(decide({ ...ready, user: { ...member, role: null } }, at('/main'))).toEqual({ type: 'redirect', to: '/error/401' });
  });
});

describe('SPEC §5 step 6: role areas', () => {
  it('a member on /admin goes to /main', () => {
    expect(decide(ready, at('/admin/member'))).toEqual({ type: 'redirect', to: '/main' });
  });
  it('an expert on /admin goes to /main', () => {
    expect(decide({ ...ready, user: expert }, at('/admin'))).toEqual({ type: 'redirect', to: '/main' });
  });
  it('an admin on a member path goes to /admin', () => {
    expect(decide({ ...ready, user: admin }, at('/main'))).toEqual({ type: 'redirect', to: '/admin' });
  });
  it('an admin on /admin paths is allowed without profile or children checks', () => {
    const incompleteAdmin = { ...admin, phone: null, consentsAgreed: false };
    expect(decide({ ...anon, hasTokens: true, user: incompleteAdmin }, at('/admin/parent-diary/TableModal'))).toEqual({ type: 'allow' });
  });
  it('decision 0040: in production the /test component lab is for admins only', () => {
    expect(decide({ ...ready, user: admin }, at('/test/chart-test'))).toEqual({ type: 'allow' });
    expect(decide({ ...anon, hasTokens: true, user: { ...admin, phone: null, consentsAgreed: false } }, at('/test/css-test'))).toEqual({ type: 'allow' });
    expect(decide(ready, at('/test/pdf-test'), 'admins')).toEqual({ type: 'redirect', to: '/main' });
    expect(decide({ ...ready, user: expert }, at('/test/quill-test'))).toEqual({ type: 'redirect', to: '/main' });
    expect(decide(anon, at('/test/pdf-test'))).toEqual({ type: 'redirect', to: '/error/401', clearLocal: true });
  });
  it('decision 0040: in development the /test component lab is open to every visitor', () => {
    expect(decide(anon, at('/test/chart-test'), 'everyone')).toEqual({ type: 'allow' });
    expect(decide({ ...ready, children: [] }, at('/test/pdf-test'), 'everyone')).toEqual({ type: 'allow' });
    expect(decide({ ...ready, user: expert }, at('/test/quill-test'), 'everyone')).toEqual({ type: 'allow' });
    expect(decide(anon, at('/main'), 'everyone')).toEqual({ type: 'redirect', to: '/error/401', clearLocal: true });
  });
});

describe('SPEC §5 step 7: non-admins complete their profile (consents first, decision 0003)', () => {
  it('consents not agreed → /auth/sign-up', () => {
    expect(decide({ ...ready, user: { ...member, consentsAgreed: false } }, at('/main'))).toEqual({ type: 'redirect', to: '/auth/sign-up' });
    expect(decide({ ...ready, user: { ...member, consentsAgreed: false } }, at('/auth/sign-up'))).toEqual({ type: 'allow' });
  });
  it.each([
    ['nickname', { nickname: null }],
    ['name', { name: null }],
    ['phone', { phone: null }],
    ['unverified phone', { phoneVerified: false }],
  ])('missing %s → /auth/sign-up/add', (_, patch) => {
    const user = { ...member, ...patch };
    expect(decide({ ...ready, user }, at('/main'))).toEqual({ type: 'redirect', to: '/auth/sign-up/add' });
    expect(decide({ ...ready, user }, at('/auth/sign-up/add'))).toEqual({ type: 'allow' });
  });
  it('applies to experts too', () => {
    expect(decide({ ...ready, user: { ...expert, name: null } }, at('/main'))).toEqual({ type: 'redirect', to: '/auth/sign-up/add' });
  });
  it('an expert with a complete profile needs no child', () => {
    expect(decide({ ...ready, user: expert, children: undefined }, at('/main'))).toEqual({ type: 'allow' });
  });
});

describe('SPEC §5 step 8: members need a selected child', () => {
  it('asks to load the child list', () => {
    expect(decide({ ...ready, children: undefined }, at('/main'))).toEqual({ type: 'load', what: 'children' });
  });
  it('no children → /my-page/child-info', () => {
    expect(decide({ ...ready, children: [] }, at('/main'))).toEqual({ type: 'redirect', to: '/my-page/child-info' });
    expect(decide({ ...ready, children: [] }, at('/my-page/child-info'))).toEqual({ type: 'allow' });
  });
  it('children but none selected → /my-page/child-list', () => {
    const children = [{ id: 1, selected: false }];
    expect(decide({ ...ready, children }, at('/community'))).toEqual({ type: 'redirect', to: '/my-page/child-list' });
    expect(decide({ ...ready, children }, at('/my-page/child-list'))).toEqual({ type: 'allow' });
    expect(decide({ ...ready, children }, at('/my-page/child-info'))).toEqual({ type: 'allow' });
  });
  it("loads the selected child's summary if not already", () => {
    expect(decide({ ...ready, childInfoId: null }, at('/main'))).toEqual({ type: 'load', what: 'child', childId: 7 });
    expect(decide({ ...ready, childInfoId: 3 }, at('/main'))).toEqual({ type: 'load', what: 'child', childId: 7 });
  });
  it('everything in place → allow', () => {
    expect(decide(ready, at('/main'))).toEqual({ type: 'allow' });
  });
  it('the sign-up done page is reachable before a child exists', () => {
    expect(decide({ ...ready, children: [] }, at('/auth/sign-up/done'))).toEqual({ type: 'allow' });
  });
});
