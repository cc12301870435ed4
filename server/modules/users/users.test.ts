import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../src/contract/user.ts';
import { socialAccounts, users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit } from '../../test/members.ts';

const clock = testClock();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const { signIn, join, joinIncomplete, me } = memberKit(() => t);

describe('GET /api/users/me (SPEC §3 User)', () => {
  it('answers every User field', async () => {
    const data = await me(await signIn('parent'));
    const fields = [
      'id',
      'phone',
      'phoneVerified',
      'dtype',
      'dtypeValue',
      'status',
      'statusValue',
      'role',
      'roleValue',
      'email',
      'nickname',
      'name',
      'birthDate',
      'defaultAddress',
      'pushNotiEnabled',
      'phoneNotiEnabled',
      'diaryNotiTime',
      'selectedChildId',
      'oauth2IdDetails',
      'currentRegistrationId',
      'userId',
    ];
    for (const field of fields) expect(data).toHaveProperty(field);
    expect(v.safeParse(User, data).success).toBe(true);
    expect(data).toMatchObject({
      userId: 'parent',
      phone: '01012345678',
      phoneVerified: true,
      dtype: 'MEMBER',
      status: 'ACTIVE',
      role: 'ROLE_MEMBER',
      diaryNotiTime: '21:00',
      currentRegistrationId: null,
      oauth2IdDetails: [],
    });
    expect(data.selectedChildId).toEqual(expect.any(Number));
  });
});

describe('PUT /api/users/consents (decision 0003: explicit guardian consent)', () => {
  it('records the consents; anything but literal true is 400', async () => {
    const tokens = await joinIncomplete('consenter', '동의맘');
    expect((await me(tokens)).consentsAgreed).toBe(false);
    const bad = [
      { termsOfService: true, privacyPolicy: true, guardianConsent: false, marketing: false },
      { termsOfService: 'true', privacyPolicy: true, guardianConsent: true, marketing: false },
      { termsOfService: true, privacyPolicy: true, marketing: true },
    ];
    for (const body of bad) expect((await t.request('PUT', '/api/users/consents', { tokens, body })).json).toEqual({ code: '400', message: 'BadRequest' });
    const res = await t.request('PUT', '/api/users/consents', {
      tokens,
      body: { termsOfService: true, privacyPolicy: true, guardianConsent: true, marketing: false },
    });
    expect(res.json).toEqual({ code: '200', message: 'OK', data: null });
    expect((await me(tokens)).consentsAgreed).toBe(true);
  });
});

describe('PATCH /api/users/personal (SPEC §5 Korean names; §8 UserInfoDuplicateException)', () => {
  it('updates name, nickname and birth date', async () => {
    const tokens = await signIn('incomplete');
    const res = await t.request('PATCH', '/api/users/personal', { tokens, body: { name: '김도담', nickname: '도담엄마', birthDate: '1990-05-01' } });
    expect(res.status).toBe(200);
    expect(await me(tokens)).toMatchObject({ name: '김도담', nickname: '도담엄마', birthDate: '1990-05-01' });
    // Keeping one's own nickname is not a duplicate.
    expect((await t.request('PATCH', '/api/users/personal', { tokens, body: { name: '김도담', nickname: '도담엄마', birthDate: null } })).status).toBe(200);
  });

  it('refuses non-Korean names, lone consonants, impossible dates (400) and a taken nickname (409)', async () => {
    const tokens = await signIn('incomplete');
    // A check that names a SPEC §8 key answers with it (decision 0041).
    const bodies = [
      [{ name: 'ㄱ', nickname: '도담엄마', birthDate: null }, 'InvalidMemberName'],
      [{ name: '김도담', nickname: 'abc', birthDate: null }, 'InvalidMemberNickname'],
      [{ name: '김도담', nickname: '도담ㅋ', birthDate: null }, 'InvalidMemberNickname'],
      [{ name: '김도담', nickname: '도담엄마', birthDate: '1990-02-30' }, 'BadRequest'],
    ] as const;
    for (const [body, message] of bodies) expect((await t.request('PATCH', '/api/users/personal', { tokens, body })).json).toEqual({ code: '400', message });
    const taken = await t.request('PATCH', '/api/users/personal', { tokens, body: { name: '김도담', nickname: '하늘맘', birthDate: null } });
    expect(taken).toMatchObject({ status: 409, json: { code: '409', message: 'UserInfoDuplicateException' } });
  });

  it('gives a nickname claimed by two members at once to exactly one of them', async () => {
    const [a, b] = [await join('claima', '클레임에이'), await join('claimb', '클레임비')];
    const body = { name: '김도담', nickname: '같은별명', birthDate: null };
    const answers = await Promise.all([a, b].map((tokens) => t.request('PATCH', '/api/users/personal', { tokens, body })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.json).toEqual({ code: '409', message: 'UserInfoDuplicateException' });
  });
});

describe('notification settings (SPEC §7 phone-noti, push-noti, diaries/noti-time)', () => {
  it('reflects the phone and push toggles in me', async () => {
    const tokens = await signIn('newparent');
    expect((await t.request('PUT', '/api/users/phone-noti', { tokens, body: { enabled: true } })).status).toBe(200);
    expect((await t.request('PUT', '/api/users/push-noti', { tokens, body: { enabled: false } })).status).toBe(200);
    expect(await me(tokens)).toMatchObject({ phoneNotiEnabled: true, pushNotiEnabled: false });
    expect((await t.request('PUT', '/api/users/push-noti', { tokens, body: { enabled: true } })).status).toBe(200);
    expect(await me(tokens)).toMatchObject({ phoneNotiEnabled: true, pushNotiEnabled: true });
    expect((await t.request('PUT', '/api/users/phone-noti', { tokens, body: { enabled: 'yes' } })).json).toEqual({ code: '400', message: 'BadRequest' });
  });

  it('sets the diary reminder time (HH:mm or null); other roles get 403 IllegalUserRoleException', async () => {
    const tokens = await signIn('newparent');
    const put = (diaryNotiTime: unknown, as = tokens) => t.request('PUT', '/api/members/diaries/noti-time', { tokens: as, body: { diaryNotiTime } });
    expect((await put('21:30')).status).toBe(200);
    expect((await me(tokens)).diaryNotiTime).toBe('21:30');
    for (const bad of ['25:00', '9:30', '21:60']) expect((await put(bad)).json).toEqual({ code: '400', message: 'BadRequest' });
    expect((await put(null)).status).toBe(200);
    expect((await me(tokens)).diaryNotiTime).toBeNull();
    for (const role of ['admin', 'expert'])
      expect(await put('08:00', await signIn(role))).toMatchObject({ status: 403, json: { code: '403', message: 'IllegalUserRoleException' } });
  });
});

describe('DELETE /api/users/social-account/:id (SPEC §8 NoSuchSocialAccountException, LastSignInMethodException)', () => {
  async function link(userId: number, provider: 'KAKAO' | 'NAVER', providerUserId: string) {
    const [row] = await t.db
      .insert(socialAccounts)
      .values({ userId, provider, providerUserId, email: `${providerUserId}@example.com` })
      .returning({ id: socialAccounts.id });
    return row?.id ?? 0;
  }

  it('unlinks an own account; another member\u2019s is 404, a non-numeric id 400', async () => {
    const tokens = await signIn('newparent');
    const mine = await link((await me(tokens)).id, 'KAKAO', 'kakao-np');
    const [parent] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'parent'));
    const theirs = await link(parent?.id ?? 0, 'NAVER', 'naver-p');
    expect((await me(tokens)).oauth2IdDetails).toEqual([expect.objectContaining({ id: mine, provider: 'KAKAO', email: 'kakao-np@example.com' })]);
    expect(await t.request('DELETE', `/api/users/social-account/${theirs}`, { tokens })).toMatchObject({
      status: 404,
      json: { code: '404', message: 'NoSuchSocialAccountException' },
    });
    expect((await t.request('DELETE', '/api/users/social-account/abc', { tokens })).json).toEqual({ code: '400', message: 'BadRequest' });
    expect((await t.request('DELETE', `/api/users/social-account/${mine}`, { tokens })).status).toBe(200);
    expect((await me(tokens)).oauth2IdDetails).toEqual([]);
  });

  it('refuses to unlink the only way a social-only member signs in (409)', async () => {
    // A member who finished sign-up (decision 0047: until then the server refuses their writes).
    const done = {
      termsAgreedAt: new Date(),
      privacyAgreedAt: new Date(),
      guardianConsentAt: new Date(),
      name: '김소셜',
      phone: '01077770001',
      phoneVerifiedAt: new Date(),
    };
    const [row] = await t.db
      .insert(users)
      .values({ role: 'ROLE_MEMBER', nickname: '소셜맘', ...done })
      .returning({ id: users.id });
    const id = row?.id ?? 0;
    const kakao = await link(id, 'KAKAO', 'kakao-only');
    const naver = await link(id, 'NAVER', 'naver-only');
    const tokens = await t.deps.tokens.issue(id, 'ROLE_MEMBER', 'KAKAO');
    expect((await t.request('DELETE', `/api/users/social-account/${naver}`, { tokens })).status).toBe(200);
    expect(await t.request('DELETE', `/api/users/social-account/${kakao}`, { tokens })).toMatchObject({
      status: 409,
      json: { code: '409', message: 'LastSignInMethodException' },
    });
    expect((await me(tokens)).oauth2IdDetails).toHaveLength(1);
    // Two unlinks at once still leave one way in.
    const naver2 = await link(id, 'NAVER', 'naver-only-2');
    const answers = await Promise.all([kakao, naver2].map((sid) => t.request('DELETE', `/api/users/social-account/${sid}`, { tokens })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await me(tokens)).oauth2IdDetails).toHaveLength(1);
  });
});

describe('DELETE /api/users/me (decision 0032 account deletion)', () => {
  it('revokes every session, refuses the old ID and frees the nickname', async () => {
    const first = await join('leaver', '떠날맘');
    const second = await signIn('leaver', 'goodpass1');
    const res = await t.request('DELETE', '/api/users/me', { tokens: first });
    expect(res.json).toEqual({ code: '200', message: 'OK', data: { providerLogoutUrl: null } });
    for (const tokens of [first, second])
      expect(await t.request('GET', '/api/users/me', { tokens })).toMatchObject({ status: 401, json: { message: 'UserAuthenticationException' } });
    expect((await t.request('POST', '/api/open/auth/sign-in', { body: { userId: 'leaver', password: 'goodpass1' } })).json).toEqual({
      code: '422',
      message: 'LoginFailException',
    });
    const check = await t.request('GET', `/api/open/users/check-duplicate?nickname=${encodeURIComponent('떠날맘')}`);
    expect(check.json?.data).toEqual({ userIdAvailable: null, nicknameAvailable: true });
    expect((await me(await join('comeback', '떠날맘'))).nickname).toBe('떠날맘');
  });
});

describe('restricted member (SPEC §8 code 032)', () => {
  it('answers every user call with code 032 and HTTP 403', async () => {
    const tokens = await join('blocked', '제한맘');
    const { id } = await me(tokens);
    await t.db.update(users).set({ status: 'RESTRICTED' }).where(eq(users.id, id));
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users/me'],
      ['GET', '/api/members/children'],
      ['PUT', '/api/users/push-noti', { enabled: true }],
      ['POST', '/api/users/phone/auth', { value: '01055550200' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method, path, { tokens, body });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: '032' });
    }
  });
});
