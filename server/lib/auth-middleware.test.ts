import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { restrictedMayCall } from './auth-middleware.ts';
import { TOKEN_POLICY } from '../modules/auth/tokens.ts';
import { testApp, testClock } from '../test/harness.ts';
import { memberKit, type Pair } from '../test/members.ts';

const clock = testClock();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const { signIn } = memberKit(() => t);
const renewal = (res: { headers: Headers }): Pair => ({
  accessToken: res.headers.get('x-access-renewal') ?? '',
  refreshToken: res.headers.get('x-refresh-renewal') ?? '',
});
const expireAccess = () => clock.advance((TOKEN_POLICY.accessSeconds + 5) * 1000);

describe('renewal on a failing call (ARCHITECTURE §4: the renewed pair must reach the client)', () => {
  it('sends the renewal headers with 400, 403 and 404 answers, and the new pair keeps working', async () => {
    const cases: [string, string, Record<string, unknown>, number][] = [
      ['parent', 'PUT', { path: '/api/users/push-noti', body: { enabled: 'yes' } }, 400],
      ['parent', 'GET', { path: '/api/members/children/999999' }, 404],
      ['parent', 'GET', { path: '/api/nothing-here' }, 404],
      ['expert', 'GET', { path: '/api/members/children' }, 403],
    ];
    for (const [who, method, { path, body }, status] of cases) {
      const pair = await signIn(who);
      expireAccess();
      const res = await t.request(method, path as string, { tokens: pair, body });
      expect(res.status, `${method} ${path}`).toBe(status);
      const next = renewal(res);
      expect(next.accessToken, `${method} ${path}`).not.toBe('');
      expect(next.refreshToken).not.toBe(pair.refreshToken);
      clock.advance((TOKEN_POLICY.graceSeconds + 5) * 1000);
      expect((await t.request('GET', '/api/users/me', { tokens: next })).status).toBe(200);
    }
  });
});

describe('restricted member on the renewal path (SPEC §8 code 032)', () => {
  it('answers 032 whether the access token is fresh or renewed', async () => {
    const pair = await signIn('newparent');
    await t.db.update(users).set({ status: 'RESTRICTED' }).where(eq(users.loginId, 'newparent'));
    expect((await t.request('GET', '/api/users/me', { tokens: pair })).json).toMatchObject({ code: '032' });
    expireAccess();
    const res = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: '032' });
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.loginId, 'newparent'));
  });

  it('lets a restricted member read the reason, log out and delete the account, on the renewal path too (decision 0030)', async () => {
    const pair = await signIn('newparent');
    await t.db.update(users).set({ status: 'RESTRICTED', restrictionReason: '테스트' }).where(eq(users.loginId, 'newparent'));
    expect(restrictedMayCall('GET', '/api/users/me/restriction')).toBe(true);
    expect(restrictedMayCall('GET', '/api/users/me')).toBe(false);
    expect(restrictedMayCall('DELETE', '/api/users/me')).toBe(true);
    expect(restrictedMayCall('POST', '/api/users/logout')).toBe(true);
    expect(restrictedMayCall('POST', '/api/users/logout/x')).toBe(false);
    expireAccess();
    const res = await t.request('GET', '/api/users/me/restriction', { tokens: pair });
    expect(res.json).toMatchObject({ code: '200', data: { restricted: true, reason: '테스트' } });
    const next = renewal(res);
    expect(next.accessToken).not.toBe('');
    expect((await t.request('PUT', '/api/users/push-noti', { tokens: next, body: { enabled: true } })).json).toMatchObject({ code: '032' });
    expect((await t.request('POST', '/api/users/logout', { tokens: next })).status).toBe(200);
    await t.db.update(users).set({ status: 'ACTIVE', restrictionReason: null }).where(eq(users.loginId, 'newparent'));
  });
});
