import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tokens } from '../../../src/contract/user.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit } from '../../test/members.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { sha256 } from '../../lib/crypto.ts';
import { TOKEN_POLICY } from './tokens.ts';

const clock = testClock();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const { signIn } = memberKit(() => t);

describe('sign-in with ID and password (SPEC §4, §8 LoginFailException)', () => {
  it('issues a token pair for the right password', async () => {
    const pair = await signIn('parent');
    expect(pair.accessToken.split('.')).toHaveLength(3);
    expect(pair.refreshToken.length).toBeGreaterThan(30);
    const me = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(me.json).toMatchObject({ code: '200', data: { userId: 'parent', role: 'ROLE_MEMBER', nickname: '하늘맘', phoneVerified: true } });
  });

  it('answers LoginFailException (422) for a wrong password and for an unknown user', async () => {
    for (const body of [
      { userId: 'parent', password: 'wrong-pass1' },
      { userId: 'nobody', password: 'whatever1' },
    ]) {
      const res = await t.request('POST', '/api/open/auth/sign-in', { body });
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ code: '422', message: 'LoginFailException' });
    }
  });

  it('answers malformed JSON and schema failures with the 400 envelope, never a 500', async () => {
    const malformed = await t.request('POST', '/api/open/auth/sign-in', { rawBody: '{"userId":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ code: '400', message: 'BadRequest' });
    const wrongShape = await t.request('POST', '/api/open/auth/sign-in', { body: { userId: 3 } });
    expect(wrongShape.json).toEqual({ code: '400', message: 'BadRequest' });
    const notJson = await t.request('POST', '/api/open/auth/sign-in', { rawBody: 'userId=a', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(notJson.json?.message).toBe('UnsupportedMediaType');
  });

  it('never limits successful sign-ins', async () => {
    for (let i = 0; i < 15; i++) await signIn('admin');
  });

  it('limits failed sign-in attempts (TooManyRequestsException)', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await t.request('POST', '/api/open/auth/sign-in', { body: { userId: 'expert', password: 'bad-guess1' } })).status;
    expect(last).toBe(429);
    clock.advance(301_000);
    expect((await t.request('POST', '/api/open/auth/sign-in', { body: { userId: 'expert', password: DEMO_PASSWORD } })).status).toBe(200);
  });
});

describe('joining with a user ID (SPEC §5 duplicate check)', () => {
  it('checks user ID and nickname, joins, and refuses duplicates', async () => {
    const free = await t.request('GET', '/api/open/users/check-duplicate?userId=newmom&nickname=%EC%83%88%EB%A7%98');
    expect(free.json?.data).toEqual({ userIdAvailable: true, nicknameAvailable: true });
    const taken = await t.request('GET', `/api/open/users/check-duplicate?userId=parent&nickname=${encodeURIComponent('하늘맘')}`);
    expect(taken.json?.data).toEqual({ userIdAvailable: false, nicknameAvailable: false });

    const joined = await t.request('POST', '/api/open/users/join', { body: { userId: 'newmom', password: 'goodpass1', nickname: '새맘' } });
    expect(joined.status).toBe(200);
    const me = await t.request('GET', '/api/users/me', { tokens: dataOf(joined, Tokens) });
    expect(me.json?.data).toMatchObject({ userId: 'newmom', nickname: '새맘', name: null, phone: null, consentsAgreed: false, hasPassword: true });

    const again = await t.request('POST', '/api/open/users/join', { body: { userId: 'newmom', password: 'goodpass1', nickname: '다른맘' } });
    expect(again.json).toEqual({ code: '409', message: 'UserInfoDuplicateException' });
  });

  it('refuses a nickname with a lone consonant or Latin letters', async () => {
    for (const nickname of ['ㄱㄴ', 'mom', '하늘ㅎ']) {
      const res = await t.request('POST', '/api/open/users/join', { body: { userId: 'another1', password: 'goodpass1', nickname } });
      expect(res.json).toEqual({ code: '400', message: 'InvalidMemberNickname' });
    }
  });
});

describe('tokens (ARCHITECTURE §4)', () => {
  it('without tokens a user call is 401 UserAuthenticationException', async () => {
    const res = await t.request('GET', '/api/users/me');
    expect(res.json).toEqual({ code: '401', message: 'UserAuthenticationException' });
  });

  it('renews an expired access token in place and rotates the refresh token', async () => {
    const pair = await signIn('parent');
    clock.advance((TOKEN_POLICY.accessSeconds + 5) * 1000);
    const res = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(res.status).toBe(200);
    const access = res.headers.get('x-access-renewal');
    const refresh = res.headers.get('x-refresh-renewal');
    expect(access).toBeTruthy();
    expect(refresh).toBeTruthy();
    expect(refresh).not.toBe(pair.refreshToken);
    const next = await t.request('GET', '/api/users/me', { tokens: { accessToken: access ?? '', refreshToken: refresh ?? '' } });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-access-renewal')).toBeNull();
  });

  it('a token this instance verified before still expires on time (decision 0006, verified-tokens.ts)', async () => {
    const pair = await signIn('parent');
    expect((await t.request('GET', '/api/users/me', { tokens: pair })).status).toBe(200);
    const again = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-access-renewal')).toBeNull();
    clock.advance((TOKEN_POLICY.accessSeconds + 5) * 1000);
    const later = await t.request('GET', '/api/users/me', { tokens: { accessToken: pair.accessToken, refreshToken: '' } });
    expect(later.json).toEqual({ code: '403', message: 'JwtStatus' });
    const renewed = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('x-access-renewal')).toBeTruthy();
  });

  it('lets two parallel renewals with the same refresh token both succeed (grace window)', async () => {
    const pair = await signIn('parent');
    clock.advance((TOKEN_POLICY.accessSeconds + 5) * 1000);
    const [a, b] = await Promise.all([t.request('GET', '/api/users/me', { tokens: pair }), t.request('GET', '/api/members/children', { tokens: pair })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('x-refresh-renewal')).toBeTruthy();
    expect(b.headers.get('x-refresh-renewal')).toBeTruthy();
  });

  it('answers five parallel renewals with one same new pair, so the session does not fork (ARCHITECTURE §4)', async () => {
    const pair = await signIn('parent');
    clock.advance((TOKEN_POLICY.accessSeconds + 5) * 1000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.request('GET', '/api/users/me', { tokens: pair })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refreshes = new Set(answers.map((a) => a.headers.get('x-refresh-renewal')));
    const accesses = new Set(answers.map((a) => a.headers.get('x-access-renewal')));
    expect(refreshes.size).toBe(1);
    expect(accesses.size).toBe(1);
    const [row] = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(pair.refreshToken)));
    const live = await t.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, row?.familyId ?? ''), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(1);
    // A late sixth renewal inside the grace window still gets the same pair.
    clock.advance(2_000);
    const late = await t.request('GET', '/api/members/children', { tokens: pair });
    expect(late.headers.get('x-refresh-renewal')).toBe([...refreshes][0]);
  });

  it('revokes the whole family when a rotated refresh token is reused after the grace window', async () => {
    const pair = await signIn('parent');
    clock.advance((TOKEN_POLICY.accessSeconds + 5) * 1000);
    const first = await t.request('GET', '/api/users/me', { tokens: pair });
    const renewed = { accessToken: first.headers.get('x-access-renewal') ?? '', refreshToken: first.headers.get('x-refresh-renewal') ?? '' };
    clock.advance((TOKEN_POLICY.graceSeconds + 5) * 1000);
    const replay = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(replay.json).toEqual({ code: '401', message: 'UserAuthenticationException' });
    // The legitimate holder's newer pair is revoked too.
    const victim = await t.request('GET', '/api/users/me', { tokens: renewed });
    expect(victim.status).toBe(401);
  });

  it('answers 403 JwtStatus when both tokens are expired', async () => {
    const pair = await signIn('parent');
    clock.advance((TOKEN_POLICY.refreshIdleSeconds + 60) * 1000);
    const res = await t.request('GET', '/api/users/me', { tokens: pair });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: '403', message: 'JwtStatus' });
  });

  it('answers a tampered access token with 401', async () => {
    const pair = await signIn('parent');
    const res = await t.request('GET', '/api/users/me', { tokens: { ...pair, accessToken: `${pair.accessToken.slice(0, -3)}abc` } });
    expect(res.status).toBe(401);
  });

  it('logout revokes the session at once', async () => {
    const pair = await signIn('newparent');
    const out = await t.request('POST', '/api/users/logout', { tokens: pair });
    expect(out.json?.data).toEqual({ providerLogoutUrl: null });
    expect((await t.request('GET', '/api/users/me', { tokens: pair })).status).toBe(401);
  });
});
