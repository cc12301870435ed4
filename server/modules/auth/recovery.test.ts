import { beforeAll, describe, expect, it } from 'vitest';
import { RecoveryVerifyResult, Tokens } from '../../../src/contract/user.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, wrongCode as wrong } from '../../test/members.ts';

const clock = testClock();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const { outbox } = memberKit(() => t);
const requestCode = (phone: string) => t.request('POST', '/api/open/recovery/phone', { body: { phone } });
const verify = (phone: string, code: string) => t.request('POST', '/api/open/recovery/verify', { body: { phone, code } });
const reset = (resetToken: string, userId: string, password: string) =>
  t.request('POST', '/api/open/recovery/password', { body: { resetToken, userId, password } });
const signIn = (userId: string, password: string) => t.request('POST', '/api/open/auth/sign-in', { body: { userId, password } });
async function verified(phone: string) {
  expect((await requestCode(phone)).status).toBe(200);
  const res = await verify(phone, await outbox(phone.replace(/-/g, '')));
  expect(res.status).toBe(200);
  return dataOf(res, RecoveryVerifyResult);
}

describe('POST /api/open/recovery/phone and /verify (SPEC §2 /auth/find-id-pw, §8 Verification…)', () => {
  it('sends a code to a verified phone; a wrong code is 422, the right one answers the user IDs and a reset token', async () => {
    const sent = await requestCode('010-2345-6789');
    expect(sent.json).toEqual({ code: '200', message: 'OK', data: { expiresInSeconds: 180 } });
    const code = await outbox('01023456789');
    expect(await verify('010-2345-6789', wrong(code))).toMatchObject({
      status: 422,
      json: { code: '422', message: 'VerificationCodeNumberIncorrectException' },
    });
    const ok = await verify('010-2345-6789', code);
    expect(ok.status).toBe(200);
    expect(ok.json?.data).toEqual({ userIds: ['newparent'], resetToken: expect.any(String) });
    // The code is used up.
    expect((await verify('01023456789', code)).status).toBe(422);
  });

  it('answers an unknown phone exactly like a known one, and sends nothing', async () => {
    expect((await requestCode('010-9999-0000')).json).toEqual({ code: '200', message: 'OK', data: { expiresInSeconds: 180 } });
    expect((await t.request('GET', '/api/open/dev/sms-outbox?phone=01099990000')).status).toBe(404);
    expect(await verify('01099990000', '123456')).toMatchObject({ status: 422, json: { message: 'VerificationCodeNumberIncorrectException' } });
  });

  it('expires the code after 180 s and after 5 wrong attempts (410)', async () => {
    await requestCode('01000000002');
    let code = await outbox('01000000002');
    clock.advance(181_000);
    expect(await verify('01000000002', code)).toMatchObject({ status: 410, json: { code: '410', message: 'VerificationNumberExpiredException' } });
    await requestCode('01000000002');
    code = await outbox('01000000002');
    for (let i = 0; i < 5; i++) expect((await verify('01000000002', wrong(code))).status).toBe(422);
    expect((await verify('01000000002', code)).status).toBe(410);
  });

  it('answers 400 for a malformed phone or code', async () => {
    expect((await requestCode('12345')).json).toEqual({ code: '400', message: 'InvalidMemberPhone' });
    expect((await verify('01012345678', '12345')).json).toEqual({ code: '400', message: 'BadRequest' });
  });

  it('limits code requests per phone (429 TooManyRequestsException)', async () => {
    for (let i = 0; i < 5; i++) expect((await requestCode('01077770000')).status).toBe(200);
    expect(await requestCode('01077770000')).toMatchObject({ status: 429, json: { code: '429', message: 'TooManyRequestsException' } });
  });
});

describe('POST /api/open/recovery/password (reset with the token)', () => {
  it('resets the password: the old one fails, the new one works, old sessions end', async () => {
    const session = dataOf(await signIn('parent', DEMO_PASSWORD), Tokens);
    const { userIds, resetToken } = await verified('010-1234-5678');
    expect(userIds).toEqual(['parent']);
    // Another member's user ID is not reachable with this phone's token, and does not use it up.
    expect(await reset(resetToken ?? '', 'newparent', 'newpass123')).toMatchObject({ status: 404, json: { code: '404', message: 'NoSuchUserException' } });
    expect(await reset(resetToken ?? '', 'parent', 'newpass123')).toMatchObject({ status: 200, json: { code: '200', data: null } });
    expect((await signIn('parent', DEMO_PASSWORD)).json).toEqual({ code: '422', message: 'LoginFailException' });
    expect((await signIn('parent', 'newpass123')).status).toBe(200);
    expect((await t.request('GET', '/api/users/me', { tokens: session })).status).toBe(401);
    // Single use.
    expect(await reset(resetToken ?? '', 'parent', 'another123')).toMatchObject({
      status: 410,
      json: { code: '410', message: 'VerificationNumberExpiredException' },
    });
    expect((await signIn('parent', 'another123')).status).toBe(422);
  });

  it('refuses an unknown or expired token (410) and a weak password (400)', async () => {
    expect((await reset('not-a-token', 'parent', 'newpass123')).status).toBe(410);
    const { resetToken } = await verified('01000000001');
    expect((await reset(resetToken ?? '', 'admin', 'short')).json).toEqual({ code: '400', message: 'BadRequest' });
    expect((await reset(resetToken ?? '', 'admin', 'onlyletters')).json).toEqual({ code: '400', message: 'BadRequest' });
    clock.advance(601_000);
    expect(await reset(resetToken ?? '', 'admin', 'newpass123')).toMatchObject({ status: 410, json: { message: 'VerificationNumberExpiredException' } });
    expect((await signIn('admin', DEMO_PASSWORD)).status).toBe(200);
  });
});
